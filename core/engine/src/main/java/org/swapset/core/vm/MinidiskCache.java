package org.swapset.core.vm;

/**
 * CP's minidisk cache, by 4 KB block: which blocks of which guest disks it holds, least recently used first out.
 *
 * <p>A read it may serve (CP decides that: fast-translated I/O to a minidisk, the cache on) is a hit when every block
 * of the channel program is held; otherwise the read goes to the disk and its blocks are inserted. A write goes to
 * the disk (the cache is write-through) and refreshes the blocks it holds, but inserts none: a block is in the cache
 * only if it was read through the cache before. So the first read of a freshly written file never hits, as the seed
 * saw ("MDC does not come reliably into play until we read the file more than once").
 *
 * <p>Held in primitive arrays: an open-addressing table (linear probing, deletion by backward shift) from the key
 * {@code disk << 32 | block} to an entry, and the entries in a doubly linked recency list. Nothing is allocated per
 * I/O.
 */
final class MinidiskCache {

    private static final int NONE = -1;

    private final int capacity;
    private final long[] keys;
    private final int[] prev;
    private final int[] next;
    private final int[] table;  // entry index + 1, or 0 for an empty bucket
    private final int mask;
    private int size;
    private int head = NONE;    // most recently used
    private int tail = NONE;    // least recently used: the next out

    /** A cache of {@code capacityBlocks} 4 KB blocks (0: it holds nothing). */
    MinidiskCache(int capacityBlocks) {
        if (capacityBlocks < 0) {
            throw new IllegalArgumentException("a cache of " + capacityBlocks + " blocks");
        }
        capacity = capacityBlocks;
        keys = new long[capacityBlocks];
        prev = new int[capacityBlocks];
        next = new int[capacityBlocks];
        int buckets = Integer.highestOneBit(Math.max(2, capacityBlocks * 2 - 1)) << 1;
        table = new int[buckets];
        mask = buckets - 1;
    }

    /** Blocks held now. */
    int size() {
        return size;
    }

    /** Whether every block {@code first .. first + n - 1} of the disk is held. */
    boolean holdsAll(int disk, int first, int n) {
        for (int b = first; b < first + n; b++) {
            if (find(key(disk, b)) == NONE) {
                return false;
            }
        }
        return true;
    }

    /** The blocks were read through the cache: held ones become the most recent, the others are inserted. */
    void read(int disk, int first, int n) {
        for (int b = first; b < first + n; b++) {
            long k = key(disk, b);
            int e = find(k);
            if (e != NONE) {
                toFront(e);
            } else if (capacity > 0) {
                insert(k);
            }
        }
    }

    /** The blocks were written: held ones are refreshed (the most recent now); the others are not inserted. */
    void written(int disk, int first, int n) {
        for (int b = first; b < first + n; b++) {
            int e = find(key(disk, b));
            if (e != NONE) {
                toFront(e);
            }
        }
    }

    private static long key(int disk, int block) {
        return (long) disk << 32 | (block & 0xffffffffL);
    }

    private int bucket(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ h >>> 32) & mask;
    }

    private int find(long k) {
        for (int i = bucket(k); table[i] != 0; i = (i + 1) & mask) {
            if (keys[table[i] - 1] == k) {
                return table[i] - 1;
            }
        }
        return NONE;
    }

    private void insert(long k) {
        int e;
        if (size == capacity) {
            e = tail;
            unlinkEntry(e);
            removeFromTable(keys[e]);
        } else {
            e = size++;
        }
        keys[e] = k;
        int i = bucket(k);
        while (table[i] != 0) {
            i = (i + 1) & mask;
        }
        table[i] = e + 1;
        linkFront(e);
    }

    private void removeFromTable(long k) {
        int i = bucket(k);
        while (keys[table[i] - 1] != k) {
            i = (i + 1) & mask;
        }
        // Backward-shift deletion: move later entries of the probe run into the gap, so no tombstones are needed.
        int gap = i;
        for (int j = (gap + 1) & mask; table[j] != 0; j = (j + 1) & mask) {
            int home = bucket(keys[table[j] - 1]);
            if (((j - home) & mask) >= ((j - gap) & mask)) {
                table[gap] = table[j];
                gap = j;
            }
        }
        table[gap] = 0;
    }

    private void toFront(int e) {
        if (e != head) {
            unlinkEntry(e);
            linkFront(e);
        }
    }

    private void linkFront(int e) {
        prev[e] = NONE;
        next[e] = head;
        if (head != NONE) {
            prev[head] = e;
        }
        head = e;
        if (tail == NONE) {
            tail = e;
        }
    }

    private void unlinkEntry(int e) {
        if (prev[e] != NONE) {
            next[prev[e]] = next[e];
        } else {
            head = next[e];
        }
        if (next[e] != NONE) {
            prev[next[e]] = prev[e];
        } else {
            tail = prev[e];
        }
    }

    @Override
    public String toString() {
        return "MinidiskCache[" + size + " of " + capacity + " blocks]";
    }
}
