/**
 * The bundled control-program policies: the VM/SP core table scan (a one-bit clock approximation of global LRU),
 * round-robin page-out device selection and zigzag slot allocation, as described in Tetzlaff et al., "A
 * page-swapping prototype for VM/HPO", IBM Systems Journal 26(2), 1987, section "Background".
 */
package org.swapset.plugins.policies;
