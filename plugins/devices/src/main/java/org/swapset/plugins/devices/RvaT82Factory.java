package org.swapset.plugins.devices;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * Makes {@link CachedArray}s for 3390-3 volumes emulated by an RVA T82 (IBM 9393 RAMAC Virtual Array): a cached,
 * log-structured array (FACTS 1.5 row "RVA (9393) Architecture" [src]). FACTS.md found no model details for the T82
 * itself (row "RVA T82 Model details": not found), so every default here is an estimate built from the rows it can
 * lean on:
 * <ul>
 *   <li>writes complete in cache: a log-structured array never updates in place, so every page-out is a cache
 *       write ({@code dasdFastWrite} fixed true) [EST, from the architecture row];</li>
 *   <li>{@code backEndRead} 10 ms: the MSR planning read for the 9393 (FACTS 1.5 row "MSR 9392 (RAMAC) on
 *       3990-3/6; 9393", read 10 ms [src]);</li>
 *   <li>{@code readHitRatio} 0.2 [EST]: paged-in pages were written long ago and the array's cache is shared with
 *       every other volume;</li>
 *   <li>{@code controlUnitOverhead} 0.5 ms and {@code cacheAccess} 1.5 ms [EST], as for the RAMAC-1 behind a
 *       3990-6 (FACTS 1.5 row "RAMAC-1 + 3990-6 Effective 4K response", hit ≈2–3 ms [EST]);</li>
 *   <li>{@code fastWrite} 6 ms: a one-page write, start to end, the MSR planning value for the 9393 (same row,
 *       DFW write 6 ms [src]).</li>
 * </ul>
 */
public final class RvaT82Factory implements PagingDeviceFactory {

    private static final List<ParameterDescriptor> PARAMETERS = List.of(
            ParameterDescriptor.decimal("readHitRatio", 0.2, 0, 1, "",
                    "Probability that a paged-in page is found in the array's cache [EST]."),
            ParameterDescriptor.duration("controlUnitOverhead", "0.5ms", 0, 0.01,
                    "Control-unit and channel protocol time per start-I/O, holding the path [EST]."),
            ParameterDescriptor.duration("cacheAccess", "1.5ms", 0, 0.02,
                    "Time to serve a read hit from cache, path free [EST]."),
            ParameterDescriptor.duration("fastWrite", "6ms", 0, 0.05,
                    "A one-page write, start to end: every write goes to cache (MSR planning value, FACTS 1.5)."),
            ParameterDescriptor.duration("backEndRead", "10ms", 0.001, 0.1,
                    "Mean time to stage a read miss from the arrays (MSR planning value for the 9393)."));

    @Override
    public String id() {
        return "rva-t82";
    }

    @Override
    public String description() {
        return "RVA T82 (9393 RAMAC Virtual Array): cached, log-structured, emulating 3390-3 volumes [EST figures]";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return PARAMETERS;
    }

    @Override
    public PagingDevice create(Parameters p) {
        CachedArray.checkFastWrite(p);
        // A log-structured array writes into cache: backEndWrite is never used with fast write on.
        return new CachedArray("RVA T82", p.seconds("controlUnitOverhead"), p.seconds("cacheAccess"),
                p.seconds("fastWrite"), p.seconds("backEndRead"), p.seconds("backEndRead"), p.decimal("readHitRatio"),
                true, 0);
    }
}
