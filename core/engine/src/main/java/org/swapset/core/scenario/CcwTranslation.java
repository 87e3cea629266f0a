package org.swapset.core.scenario;

/**
 * What CP spends on a guest's start-subchannel to its own disk, and whether the minidisk cache may serve it. CP copies
 * the guest's channel program and translates each CCW's guest addresses to real ones (locking the pages) before it
 * starts the real I/O: <b>full</b> translation handles any channel program; <b>fast</b> translation (z/VM, for the
 * common DASD channel programs of CMS and Linux, extended to 64-bit I/O in z/VM 4.2.0) does the same work on a
 * shorter path. Each costs some instructions per start-subchannel and some per CCW. Only fast-translated I/O is
 * eligible for the minidisk cache ("64-bit Fast CCW Translation", z/VM 4.2.0 performance report: "only those disk
 * I/Os that succeed in using fast translation are eligible for MDC"), and only to a minidisk: the cache does not
 * hold dedicated DASD (FACTS 3, row "MDC" [src]).
 *
 * @param fast                      fast CCW translation is on (CP's default; the seed turned it off with a zap)
 * @param sschInstructionsFull      full translation, per start-subchannel (intercept, channel-program scan, control
 *                                  blocks, starting the real I/O and unlocking after it)
 * @param ccwInstructionsFull       full translation, per CCW (copy, check, translate and lock its data address)
 * @param sschInstructionsFast      fast translation, per start-subchannel
 * @param ccwInstructionsFast       fast translation, per CCW
 * @param minidiskCache             CP SET MDCACHE: the minidisk cache is on (it holds {@code storage.minidiskCache})
 * @param minidiskCacheInstructions per I/O the cache handles: a lookup, then a copy out of the cache (a hit) or an
 *                                  insert of the blocks read (a miss) or an update of those written
 */
public record CcwTranslation(boolean fast, double sschInstructionsFull, double ccwInstructionsFull,
                             double sschInstructionsFast, double ccwInstructionsFast, boolean minidiskCache,
                             double minidiskCacheInstructions) {

    /**
     * Full translation per start-subchannel: fitted, with {@link #DEFAULT_SSCH_FAST}, on the four 31-bit write-only
     * runs of the seed (3M1F10, 3M0F10, 3M1F00, 3M0F00: CP msec/MB) given the per-CCW estimates below, the CP
     * interrupt and dispatch costs and the Linux ballast tool's channel programs (scenarios/fastccw-*.yaml).
     */
    public static final double DEFAULT_SSCH_FULL = 6120;
    /** Full translation per CCW [EST: a few hundred instructions to copy, check, translate and lock one address]. */
    public static final double DEFAULT_CCW_FULL = 300;
    /** Fast translation per start-subchannel: fitted as {@link #DEFAULT_SSCH_FULL} is. */
    public static final double DEFAULT_SSCH_FAST = 2150;
    /** Fast translation per CCW [EST: a quarter of the full path's]. */
    public static final double DEFAULT_CCW_FAST = 75;
    /**
     * Minidisk cache work per I/O it handles [EST: a hash lookup and a 4-32 KB move; no seed run measures it, since the
     * seed's volumes are dedicated].
     */
    public static final double DEFAULT_MDC = 2000;

    /** Fast translation on, the minidisk cache on, the default costs. */
    public static final CcwTranslation DEFAULT = new CcwTranslation(true, DEFAULT_SSCH_FULL, DEFAULT_CCW_FULL,
            DEFAULT_SSCH_FAST, DEFAULT_CCW_FAST, true, DEFAULT_MDC);

    public CcwTranslation {
        if (!(sschInstructionsFull >= 0 && ccwInstructionsFull >= 0 && sschInstructionsFast >= 0
                && ccwInstructionsFast >= 0 && minidiskCacheInstructions >= 0)) {
            throw new IllegalArgumentException("CCW translation and minidisk cache costs must not be negative");
        }
    }

    /** CP instructions to translate one start-subchannel's channel program of {@code ccws} CCWs. */
    public double instructions(int ccws) {
        if (ccws < 1) {
            throw new IllegalArgumentException("a channel program has at least one CCW, not " + ccws);
        }
        return fast ? sschInstructionsFast + ccws * ccwInstructionsFast
                : sschInstructionsFull + ccws * ccwInstructionsFull;
    }

    /**
     * Whether the minidisk cache handles I/O to a disk of this access: the cache is on, the I/O is fast-translated
     * (with fast translation off, none is), and the disk is a minidisk (never dedicated DASD).
     */
    public boolean cacheable(GuestDeviceGroup.Access access) {
        return minidiskCache && fast && access == GuestDeviceGroup.Access.MINIDISK;
    }
}
