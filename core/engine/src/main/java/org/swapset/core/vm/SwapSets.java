package org.swapset.core.vm;

import java.util.Arrays;

/**
 * The swap sets on paging devices: for each set id its owner and the page indexes (into the model's page tables) it
 * was written with. Ids are reused once a set is read back; arrays grow by doubling, nothing is allocated per set
 * once a set id has been used at the largest size it will see.
 */
final class SwapSets {

    private int[] owner = new int[64];
    private int[] size = new int[64];
    private int[][] pages = new int[64][];
    private int[] freeIds = new int[64];
    private int freeCount;
    private int used;
    private int live;

    /** A new set of the user's {@code count} pages, taken from {@code indexes}. */
    int create(int user, int[] indexes, int count) {
        int id;
        if (freeCount > 0) {
            id = freeIds[--freeCount];
        } else {
            if (used == owner.length) {
                int n = used * 2;
                owner = Arrays.copyOf(owner, n);
                size = Arrays.copyOf(size, n);
                pages = Arrays.copyOf(pages, n);
                freeIds = Arrays.copyOf(freeIds, n);
            }
            id = used++;
        }
        if (pages[id] == null || pages[id].length < count) {
            pages[id] = new int[Math.max(count, 8)];
        }
        System.arraycopy(indexes, 0, pages[id], 0, count);
        owner[id] = user;
        size[id] = count;
        live++;
        return id;
    }

    /** Whether the id names a set that exists now. */
    boolean exists(int id) {
        return id >= 0 && id < used && size[id] > 0;
    }

    int owner(int id) {
        return owner[id];
    }

    int size(int id) {
        return size[id];
    }

    /** The set's page indexes, in {@code [0, size(id))}; the array is the set's own, not a copy. */
    int[] pages(int id) {
        return pages[id];
    }

    /** Keeps only the first {@code count} (at least 1) of the set's pages, the others having left it. */
    void shrink(int id, int count) {
        if (count < 1 || count > size[id]) {
            throw new IllegalArgumentException("set " + id + " of " + size[id] + " pages cannot keep " + count);
        }
        size[id] = count;
    }

    /** Dissolves a set; its id may be reused. */
    void free(int id) {
        size[id] = 0;
        owner[id] = -1;
        freeIds[freeCount++] = id;
        live--;
    }

    /** Sets that exist now. */
    int live() {
        return live;
    }
}
