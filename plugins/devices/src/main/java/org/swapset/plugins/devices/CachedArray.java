package org.swapset.plugins.devices;

import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * A RAMAC-1 array (9391/9392) behind a cached 3990-6 control unit, seen as one emulated 3390-3 volume
 * (FACTS 1.5, row "RAMAC Emulates 3390-3 volumes" [src]; geometry from FACTS 1.4: 3,339 cylinders of 15 tracks of
 * 12 pages [src]).
 *
 * <p>A start-I/O is planned as:
 * <ul>
 *   <li><b>overhead</b>: the control-unit overhead;</li>
 *   <li><b>positioning</b>: for a read, each page hits the cache with probability {@code readHitRatio}; if all hit
 *       the cache access time; a write with DASD fast write completes once the data is in non-volatile cache
 *       (FACTS 1.5 row "3990 DASD Fast Write" [src]) and takes {@code fastWrite} for one page, start to end (the
 *       MSR planning value, FACTS 1.5 row "MSR 9392 (RAMAC) on 3990-3/6; 9393": DFW write 6 ms [src]), each
 *       further page its transfer; otherwise one back-end access, read or write (the
 *       RAID-5 drawer stages the start-I/O's pages together [EST]). A back-end time is drawn uniformly from
 *       half to one and a half times its mean [EST], for the spread of seek and latency on the drawer's drives.
 *       Under a sustained write stream (a guest writing a file far larger than the control unit's non-volatile
 *       storage) DASD fast write still completes writes in cache, but only as fast as destaging frees room:
 *       {@code writeDestage} seconds per page written are added to the write's cache time (0, the default: the
 *       writes come in bursts NVS absorbs, as paging's do) [EST];</li>
 *   <li><b>transfer</b>: pages over ESCON at 17 MB/s (FACTS 1.6, row "ESCON" [src]);</li>
 *   <li><b>rpsRetry</b>: zero. The 3990-6 transfers from cache, staging a miss into it first, so a busy path
 *       delays the reconnection instead of costing a revolution.</li>
 * </ul>
 * The volume has no arm of its own, so it is a fixed-head device to the engine: seeks cost nothing, and contiguity
 * does not matter. With the defaults a read hit costs about 0.5 + 1.5 + 0.24 ≈ 2.2 ms and a read miss about 15.7 ms,
 * inside the 2–3 ms and 15–25 ms of FACTS 1.5 row "RAMAC-1 + 3990-6 Effective 4K response" [EST], and a one-page
 * fast write 6 ms.
 */
public final class CachedArray implements PagingDevice {

    /** ESCON, FACTS 1.6 row "ESCON" [src]: 17 MB/s. */
    public static final double ESCON_RATE = 17e6;

    /** One page's transfer over ESCON, seconds. */
    static final double PAGE_TRANSFER = DiskFigures.PAGE_BYTES / ESCON_RATE;

    /**
     * A factory's check of {@code fastWrite} against {@code controlUnitOverhead}: a fast write's whole time holds the
     * overhead and one page's transfer.
     *
     * @throws ParameterException at {@code fastWrite} when it is shorter
     */
    static void checkFastWrite(org.swapset.spi.Parameters p) {
        double least = p.seconds("controlUnitOverhead") + PAGE_TRANSFER;
        if (p.seconds("fastWrite") < least) {
            throw new org.swapset.spi.ParameterException("fastWrite", "fastWrite (" + Math.round(p.seconds("fastWrite")
                    * 1e6) / 1e3 + " ms) is a write's whole time, so at least controlUnitOverhead plus one page's "
                    + "transfer: " + Math.round(least * 1e6) / 1e3 + " ms");
        }
    }

    private static final DeviceGeometry GEOMETRY = new DeviceGeometry(3339, 15, 12, 1, true);

    private final double controlUnitOverhead;
    private final double cacheAccess;
    private final double fastWriteAccess;
    private final double backEndRead;
    private final double backEndWrite;
    private final double readHitRatio;
    private final boolean dasdFastWrite;
    private final double writeDestage;
    private final String model;

    /**
     * @param model               the array's name, e.g. "RAMAC-1 on 3990-6"
     * @param controlUnitOverhead seconds of control-unit protocol per start-I/O
     * @param cacheAccess         seconds to find a read's pages in cache
     * @param fastWrite           seconds of a one-page write with DASD fast write, start to end (overhead and
     *                            transfer included)
     * @param backEndRead         mean seconds for a read miss at the array
     * @param backEndWrite        mean seconds for a write to the array without DASD fast write
     * @param readHitRatio        probability that a page read is found in cache
     * @param dasdFastWrite       whether writes complete in non-volatile cache
     * @param writeDestage        with DASD fast write, seconds each page written waits for destaging to free
     *                            non-volatile storage (a sustained write stream)
     */
    public CachedArray(String model, double controlUnitOverhead, double cacheAccess, double fastWrite,
                       double backEndRead, double backEndWrite, double readHitRatio, boolean dasdFastWrite,
                       double writeDestage) {
        this.model = model;
        if (!(writeDestage >= 0)) {
            throw new IllegalArgumentException("writeDestage must be >= 0, was " + writeDestage);
        }
        this.writeDestage = writeDestage;
        if (!(readHitRatio >= 0 && readHitRatio <= 1)) {
            throw new IllegalArgumentException("readHitRatio must be in 0..1, was " + readHitRatio);
        }
        this.controlUnitOverhead = controlUnitOverhead;
        this.cacheAccess = cacheAccess;
        // A fast write's own time beyond the overhead and its one page's transfer, which plan() adds.
        if (fastWrite < controlUnitOverhead + PAGE_TRANSFER) {
            throw new IllegalArgumentException("fastWrite " + fastWrite + " s is less than the overhead and one "
                    + "page's transfer, " + (controlUnitOverhead + PAGE_TRANSFER) + " s");
        }
        this.fastWriteAccess = fastWrite - controlUnitOverhead - PAGE_TRANSFER;
        this.backEndRead = backEndRead;
        this.backEndWrite = backEndWrite;
        this.readHitRatio = readHitRatio;
        this.dasdFastWrite = dasdFastWrite;
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public DeviceGeometry geometry() {
        return GEOMETRY;
    }

    @Override
    public double rotationTime() {
        return 0;
    }

    @Override
    public double pageTransferTime() {
        return PAGE_TRANSFER;
    }

    @Override
    public void plan(int pages, int seekCylinders, boolean write, boolean contiguous, RandomStream random,
                     IoTiming out) {
        boolean hit;
        if (write) {
            hit = dasdFastWrite;
        } else {
            hit = true;
            for (int i = 0; i < pages; i++) {
                // Draw for every page so that the stream's use does not depend on earlier outcomes.
                hit &= random.chance(readHitRatio);
            }
        }
        double positioning = hit ? (write ? fastWriteAccess + pages * writeDestage : cacheAccess)
                : (write ? backEndWrite : backEndRead) * (0.5 + random.uniform());
        out.set(controlUnitOverhead, positioning, pages * pageTransferTime(), 0, hit);
    }
}
