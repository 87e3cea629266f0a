package org.swapset.plugins.devices;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * Makes {@link CachedArray}s: RAMAC-1 volumes behind a 3990-6. Defaults and their sources:
 * <ul>
 *   <li>{@code readHitRatio} 0.3 [EST]: paging reads are mostly of pages not touched for a while, so a 128 MB
 *       cache (FACTS 1.5 row "3990-6 Typical cache" [src], "often too small with RAMAC") catches few of them;</li>
 *   <li>{@code dasdFastWrite} true (FACTS 1.5 row "3990 DASD Fast Write" [src]);</li>
 *   <li>{@code controlUnitOverhead} 0.5 ms [EST];</li>
 *   <li>{@code cacheAccess} 1.5 ms [EST], so a read hit totals ≈2.2 ms (FACTS 1.5 row "RAMAC-1 + 3990-6 Effective
 *       4K response", hit ≈2–3 ms [EST]);</li>
 *   <li>{@code fastWrite} 6 ms: a one-page write with DASD fast write, start to end, the MSR planning value (FACTS
 *       1.5 row "MSR 9392 (RAMAC) on 3990-3/6; 9393", DFW write 6 ms [src]);</li>
 *   <li>{@code backEndRead} 15 ms [EST], the low end of that row's 15–25 ms miss (the MSR row gives 10 ms for a
 *       cached read and 25 ms uncached [src]);</li>
 *   <li>{@code backEndWrite} 25 ms: the MSR planning value for an uncached RAMAC write (FACTS 1.5 row "MSR 9392
 *       (RAMAC)" [src]), used only when DASD fast write is off;</li>
 *   <li>{@code writeDestage} 0 [EST]: paging writes come in bursts the non-volatile storage absorbs; a guest's
 *       sustained sequential write sets it (scenarios/fastccw-*.yaml fit it to the seed's write rates).</li>
 * </ul>
 */
public final class CachedArrayFactory implements PagingDeviceFactory {

    private static final List<ParameterDescriptor> PARAMETERS = List.of(
            ParameterDescriptor.decimal("readHitRatio", 0.3, 0, 1, "",
                    "Probability that a paged-in page is found in the 3990-6 cache [EST]."),
            ParameterDescriptor.bool("dasdFastWrite", true,
                    "Whether page-outs complete once in non-volatile cache (DASD fast write)."),
            ParameterDescriptor.duration("controlUnitOverhead", "0.5ms", 0, 0.01,
                    "Control-unit and ESCON protocol time per start-I/O, holding the path [EST]."),
            ParameterDescriptor.duration("cacheAccess", "1.5ms", 0, 0.02,
                    "Time to serve a read from cache, path free [EST]."),
            ParameterDescriptor.duration("fastWrite", "6ms", 0, 0.05,
                    "A one-page write with DASD fast write, start to end (MSR planning value, FACTS 1.5)."),
            ParameterDescriptor.duration("backEndRead", "15ms", 0.001, 0.1,
                    "Mean time to stage a read miss from the RAID-5 drawer [EST]."),
            ParameterDescriptor.duration("backEndWrite", "25ms", 0.001, 0.1,
                    "Mean time of a write to the drawer when DASD fast write is off (MSR planning value)."),
            ParameterDescriptor.duration("writeDestage", "0ms", 0, 0.1,
                    "With DASD fast write under a sustained write stream: time per page written waiting for "
                            + "destaging to free non-volatile storage (0: writes come in bursts) [EST]."));

    @Override
    public String id() {
        return "ramac-1-3990-6";
    }

    @Override
    public String description() {
        return "RAMAC-1 array behind a cached 3990-6, emulating 3390-3 volumes, with DASD fast write";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return PARAMETERS;
    }

    @Override
    public PagingDevice create(Parameters p) {
        CachedArray.checkFastWrite(p);
        return new CachedArray("RAMAC-1 on 3990-6", p.seconds("controlUnitOverhead"), p.seconds("cacheAccess"),
                p.seconds("fastWrite"), p.seconds("backEndRead"), p.seconds("backEndWrite"), p.decimal("readHitRatio"),
                p.bool("dasdFastWrite"), p.seconds("writeDestage"));
    }
}
