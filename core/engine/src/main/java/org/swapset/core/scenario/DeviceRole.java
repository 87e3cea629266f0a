package org.swapset.core.scenario;

/** What a paging device is used for. */
public enum DeviceRole {
    /** Demand paging: single pages in and out. */
    PAGING,
    /** Swap areas: whole swap sets written and read in one start-I/O. */
    SWAP,
    /** Both. */
    BOTH
}
