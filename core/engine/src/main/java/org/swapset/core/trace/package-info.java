/** Page-reference traces and their replay through replacement policies (miss-ratio curves for sizing storage). */
package org.swapset.core.trace;
