package org.swapset.plugins.policies;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swapset.spi.policy.PagingControl;

/**
 * Users' pages as plain arrays, for testing swap policies without the engine: each page is absent, in use
 * (referenced or not), trimmed, logically swapped, or in a swap set. Swap-outs and swap-ins are recorded.
 */
final class FakePagingControl implements PagingControl {

    static final int ABSENT = 0;
    static final int IN_USE = 1;
    static final int TRIMMED = 2;
    static final int LOGICAL = 3;
    static final int SWAPPED = 4;

    final int pagesPerUser;
    final int[][] state;
    final boolean[][] referenced;
    final int[][] setOf;
    final List<int[]> sets = new ArrayList<>(); // per set id: user, then pages
    final List<Integer> swappedIn = new ArrayList<>();
    final List<Integer> swapOutUsers = new ArrayList<>();

    FakePagingControl(int users, int pagesPerUser) {
        this.pagesPerUser = pagesPerUser;
        state = new int[users][pagesPerUser];
        referenced = new boolean[users][pagesPerUser];
        setOf = new int[users][pagesPerUser];
        for (int[] s : setOf) {
            Arrays.fill(s, -1);
        }
    }

    /** Gives the user pages in use; those in {@code referencedPages} with their reference bits on. */
    void inUse(int user, int[] pages, int... referencedPages) {
        for (int p : pages) {
            state[user][p] = IN_USE;
        }
        for (int p : referencedPages) {
            referenced[user][p] = true;
        }
    }

    int count(int user, int wanted) {
        int n = 0;
        for (int s : state[user]) {
            n += s == wanted ? 1 : 0;
        }
        return n;
    }

    @Override public int residentFrames(int user) {
        return count(user, IN_USE) + count(user, TRIMMED) + count(user, LOGICAL);
    }
    @Override public int addressSpacePages(int user) { return pagesPerUser; }
    @Override public int frameCount() { return 1000; }
    @Override public void resetReferenceBits(int user) { Arrays.fill(referenced[user], false); }
    @Override public void flush(int user) { throw new UnsupportedOperationException(); }
    @Override public int trimUnreferenced(int user) { throw new UnsupportedOperationException(); }

    private int list(int user, int[] into, int wanted) {
        int k = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            if (state[user][p] == wanted) {
                into[k++] = p;
            }
        }
        return k;
    }

    @Override public int pagesInUse(int user, int[] into) { return list(user, into, IN_USE); }
    @Override public boolean isReferenced(int user, int page) { return referenced[user][page]; }

    @Override
    public void trim(int user, int page) {
        expect(user, page, IN_USE);
        state[user][page] = TRIMMED;
    }

    @Override
    public void logicallySwap(int user, int page) {
        expect(user, page, IN_USE);
        state[user][page] = LOGICAL;
        referenced[user][page] = false;
    }

    @Override public int logicallySwappedPages(int user, int[] into) { return list(user, into, LOGICAL); }

    @Override
    public int logicalSwapIn(int user) {
        int n = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            if (state[user][p] == LOGICAL) {
                state[user][p] = IN_USE;
                referenced[user][p] = false;
                n++;
            }
        }
        return n;
    }

    @Override
    public int swapOut(int user, int[] pages, int count) {
        int id = sets.size();
        int[] set = new int[count + 1];
        set[0] = user;
        for (int i = 0; i < count; i++) {
            expect(user, pages[i], LOGICAL);
            state[user][pages[i]] = SWAPPED;
            setOf[user][pages[i]] = id;
            set[i + 1] = pages[i];
        }
        sets.add(set);
        swapOutUsers.add(user);
        return id;
    }

    @Override
    public int swapSets(int user, int[] into) {
        int k = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            int s = setOf[user][p];
            if (s >= 0 && state[user][p] == SWAPPED && (k == 0 || into[k - 1] != s)) {
                into[k++] = s;
            }
        }
        return k;
    }

    @Override
    public int swapIn(int swapSet) {
        int[] set = sets.get(swapSet);
        int n = 0;
        for (int i = 1; i < set.length; i++) {
            if (setOf[set[0]][set[i]] == swapSet) {
                state[set[0]][set[i]] = IN_USE;
                setOf[set[0]][set[i]] = -1;
                n++;
            }
        }
        swappedIn.add(swapSet);
        return n;
    }

    @Override public int collectGarbage(int fromFrame, int count) { return 0; }

    private void expect(int user, int page, int wanted) {
        if (state[user][page] != wanted) {
            throw new IllegalStateException("page " + page + " of user " + user + " is in state " + state[user][page]
                    + ", not " + wanted);
        }
    }
}
