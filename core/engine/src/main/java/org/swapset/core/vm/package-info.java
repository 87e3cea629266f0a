/**
 * The control program model: real storage as a frame table, paging I/O on devices and channels, the scheduler and
 * dispatcher, and the guests the workloads drive. Mutable simulation state lives here in primitive arrays; plugins
 * see it only through the SPI's views.
 */
package org.swapset.core.vm;
