package org.swapset.plugins.workloads;

import java.util.Arrays;

/**
 * One mapped file in a Linux page cache, and the page-fault handler of the process that maps it, as
 * {@code filemap_fault} and on-demand readahead do it (FACTS 5; torvalds/linux mm/filemap.c and mm/readahead.c).
 *
 * <p>A fault on a page of the mapping is one of three kinds, the seed's:
 * <ul>
 *   <li>a <b>disk fault</b>: the page is not in the page cache. The handler reads it (and what readahead adds) from
 *       the SSD, drops the mmap lock while it waits and returns "retry" without a page;</li>
 *   <li>the <b>short non-disk fault</b> that follows it at once: the retried fault finds the page and maps it;</li>
 *   <li>a <b>long non-disk fault</b>: the page is in the cache but not mapped (a minor fault), e.g. one brought in by
 *       readahead for another fault.</li>
 * </ul>
 *
 * <p>Readahead, per file ({@code file_ra_state}):
 * <ul>
 *   <li><b>mmap read-around</b> (do_sync_mmap_readahead): a disk fault reads a window of {@code ra_pages} centred on
 *       the fault (start = fault − ra_pages/2, async_size = ra_pages/4). Each disk fault counts one in
 *       {@code mmap_miss} (at most 10 × MMAP_LOTSAMISS), each long fault takes one off (do_async_mmap_readahead; the
 *       retried short fault is flagged FAULT_FLAG_TRIED and does not); above MMAP_LOTSAMISS = 100 misses read-around
 *       stops and a disk fault reads its page alone;</li>
 *   <li><b>the async marker</b>: a read sets PG_readahead on the page at start + size − async_size; a long fault on a
 *       marked page clears it and starts the next window asynchronously (ondemand_readahead with a hit marker: the
 *       expected index ramps the window up with get_next_ra_size, an unexpected one — interleaved or random — restarts
 *       after the next page not cached, with the old async size plus the request, ramped up);</li>
 *   <li>{@code MADV_SEQUENTIAL} ({@code advice: sequential}) sends disk faults through ondemand_readahead instead
 *       (initial window from get_init_ra_size at the start of the file, context readahead from the cached history
 *       before the fault, and a standalone small random read read as is); {@code MADV_RANDOM} reads the faulting page
 *       only, with no readahead at all. mmap faults do not move {@code prev_pos}, so the "next page after the
 *       previous read" test of the read(2) path never fires for a mapping and is left out.</li>
 * </ul>
 *
 * <p>The guest has room for the whole file: pages are never evicted. Asynchronous reads are assumed to complete
 * before the process reaches their pages (the seed's sequential run, with one disk fault, shows they do there).
 *
 * <p>Costs (seconds), as the seed times the handler: a disk fault costs the SSD's service time for the pages it reads;
 * mapping a page found in the cache costs {@code mapTime}; a long fault that starts an asynchronous readahead window
 * also pays {@code asyncStartTime} to start it (the I/O then runs on without it). State is one byte per page; nothing
 * is allocated per fault.
 */
final class FilePageCache {

    static final int DISK = 0;
    static final int SHORT = 1;
    static final int LONG = 2;

    /** MMAP_LOTSAMISS (mm/filemap.c): misses after which mmap read-around stops. */
    static final int MMAP_LOTSAMISS = 100;

    private static final byte CACHED = 1;
    private static final byte MAPPED = 2;
    private static final byte MARKER = 4;      // PG_readahead

    /** madvise advice on the mapping. */
    enum Advice { NORMAL, SEQUENTIAL, RANDOM }

    private final int pages;
    private final int raPages;
    private final Advice advice;
    private final double mapTime;
    private final double asyncStartTime;
    private final DramCachedSsd ssd;
    private final byte[] state;
    private final int[] batch;                 // pages of the current read, in index order
    private int batchSize;
    private final int[] readLog;               // every page read since the log was last cleared
    private int readLogSize;

    // file_ra_state
    private int raStart;
    private int raSize;
    private int raAsync;
    private int mmapMiss;

    private final long[] count = new long[3];
    private final double[] time = new double[3];
    private long asyncWindows;

    /**
     * @param pages        pages of the file
     * @param raPages      the readahead window, {@code ra_pages} (read_ahead_kb / 4); 0 turns readahead off
     * @param advice       the mapping's madvise advice
     * @param mapTime        seconds to map a page found in the cache
     * @param asyncStartTime seconds a fault spends starting an asynchronous readahead window
     * @param ssd            the device the file is on
     */
    FilePageCache(int pages, int raPages, Advice advice, double mapTime, double asyncStartTime, DramCachedSsd ssd) {
        if (pages < 1 || raPages < 0) {
            throw new IllegalArgumentException("page cache: " + pages + " pages, ra_pages " + raPages);
        }
        this.pages = pages;
        this.raPages = raPages;
        this.advice = advice;
        this.mapTime = mapTime;
        this.asyncStartTime = asyncStartTime;
        this.ssd = ssd;
        this.state = new byte[pages];
        this.batch = new int[Math.max(1, raPages) + 1];
        this.readLog = new int[pages];
    }

    /**
     * A new run of the process: nothing mapped, a fresh readahead state and zero counts. Cold: the page cache and the
     * SSD's DRAM cache are empty (host and guest rebooted); warm: every page of the file is in the page cache.
     */
    void reset(boolean warm) {
        Arrays.fill(state, warm ? CACHED : 0);
        if (!warm) {
            ssd.reset();
        }
        raStart = 0;
        raSize = 0;
        raAsync = 0;
        mmapMiss = 0;
        Arrays.fill(count, 0);
        Arrays.fill(time, 0);
        asyncWindows = 0;
        readLogSize = 0;
    }

    /** Whether the process can touch the page without a fault. */
    boolean mapped(int page) {
        return (state[page] & MAPPED) != 0;
    }

    boolean cached(int page) {
        return (state[page] & CACHED) != 0;
    }

    /**
     * The process touches an unmapped page: handles the fault (and, after a disk fault, the retried short fault).
     *
     * @return {@link #DISK} or {@link #LONG}
     */
    int fault(int page) {
        if (cached(page)) {
            double t = mapTime;
            if (advice != Advice.RANDOM && raPages > 0) {
                if (mmapMiss > 0) {
                    mmapMiss--;
                }
                if ((state[page] & MARKER) != 0) {
                    state[page] &= ~MARKER;
                    batchSize = 0;
                    onDemand(page, raPages, true);
                    if (batchSize > 0) {
                        asyncWindows++;
                        t += asyncStartTime;
                        ssd.read(batch, batchSize); // in the background; it warms the SSD's cache all the same
                    }
                }
            }
            state[page] |= MAPPED;
            record(LONG, t);
            return LONG;
        }
        batchSize = 0;
        syncRead(page);
        if (!cached(page)) {
            add(page);                            // the faulting page itself is always read
        }
        record(DISK, ssd.read(batch, batchSize));
        state[page] |= MAPPED;
        record(SHORT, mapTime);
        return DISK;
    }

    /** What a disk fault reads besides its page: do_sync_mmap_readahead. */
    private void syncRead(int page) {
        if (advice == Advice.RANDOM || raPages == 0) {
            return;
        }
        if (advice == Advice.SEQUENTIAL) {
            onDemand(page, raPages, false);
            return;
        }
        if (mmapMiss < MMAP_LOTSAMISS * 10) {
            mmapMiss++;
        }
        if (mmapMiss > MMAP_LOTSAMISS) {
            return;
        }
        raStart = Math.max(0, page - raPages / 2);
        raSize = raPages;
        raAsync = raPages / 4;
        read(raStart, raSize, raAsync);
    }

    /** ondemand_readahead for a request of {@code request} pages at {@code index}. */
    private void onDemand(int index, int request, boolean hitMarker) {
        int max = raPages;
        if (index != 0) {
            if (index == raStart + raSize - raAsync || index == raStart + raSize) {
                // The expected index: a sequential stream. Push the window forward and ramp it up.
                raStart += raSize;
                raSize = Readahead.nextSize(raSize, max);
                raAsync = raSize;
                readIt(index, max);
                return;
            }
            if (hitMarker) {
                // A marked page without valid state (interleaved or random): restart after the next gap.
                int start = nextMiss(index + 1, max);
                if (start - index > max) {
                    return;
                }
                raStart = start;
                raSize = Readahead.nextSize(start - index + request, max);
                raAsync = raSize;
                readIt(index, max);
                return;
            }
            if (request <= max) {
                int history = historyPages(index, max);
                if (history <= request) {
                    read(index, request, 0);    // a standalone small random read: read as is, state untouched
                    return;
                }
                raStart = index;
                raSize = Math.min((history >= index ? 2 * history : history) + request, max);
                raAsync = 1;
                readIt(index, max);
                return;
            }
        }
        raStart = index;
        raSize = Readahead.initialSize(request, max);
        raAsync = raSize > request ? raSize - request : raSize;
        readIt(index, max);
    }

    /** The readit label: a window that would hit its own marker at once has the next one merged in. */
    private void readIt(int index, int max) {
        if (index == raStart && raSize == raAsync) {
            int add = Readahead.nextSize(raSize, max);
            if (raSize + add <= max) {
                raAsync = add;
                raSize += add;
            } else {
                raSize = max;
                raAsync = max / 2;
            }
        }
        read(raStart, raSize, raAsync);
    }

    /**
     * do_page_cache_ra: reads the pages of [start, start + n) that are not cached, clipped at the end of the file,
     * and marks the page at start + n − lookahead with PG_readahead if this read brings it in.
     */
    private void read(int start, int n, int lookahead) {
        if (start >= pages) {
            return;
        }
        int len = Math.min(n, pages - start);
        for (int i = 0; i < len; i++) {
            int p = start + i;
            if (cached(p)) {
                continue;
            }
            if (i == len - lookahead) {
                state[p] |= MARKER;
            }
            add(p);
        }
    }

    private void add(int page) {
        state[page] |= CACHED;
        batch[batchSize++] = page;
        readLog[readLogSize++] = page;
    }

    /**
     * page_cache_next_miss: the first page from {@code from} on, within {@code max}, that is not cached; from + max
     * when there is none, or the end of the file (where nothing is cached).
     */
    private int nextMiss(int from, int max) {
        int limit = Math.min(pages, from + max);
        int p = from;
        while (p < limit && cached(p)) {
            p++;
        }
        return p;
    }

    /** count_history_pages: cached pages just before {@code index}, up to {@code max}. */
    private int historyPages(int index, int max) {
        int p = index - 1;
        while (p >= 0 && p > index - 1 - max && cached(p)) {
            p--;
        }
        return index - 1 - p;
    }

    private void record(int kind, double seconds) {
        count[kind]++;
        time[kind] += seconds;
    }

    /** Faults of a kind since the reset. */
    long count(int kind) {
        return count[kind];
    }

    /** Seconds spent in faults of a kind since the reset. */
    double time(int kind) {
        return time[kind];
    }

    /** Asynchronous readahead windows started by marker hits since the reset. */
    long asyncWindows() {
        return asyncWindows;
    }

    /** The pages read since the log was last cleared, in {@code readLog()[0..readLogSize())}. */
    int[] readLog() {
        return readLog;
    }

    int readLogSize() {
        return readLogSize;
    }

    void clearReadLog() {
        readLogSize = 0;
    }
}
