/**
 * End-to-end tests across modules: plugin jars compiled and packed at test time and loaded from a plugins folder,
 * the command line run in-process against the real core, and the bundled scenarios.
 */
package org.swapset.e2e;
