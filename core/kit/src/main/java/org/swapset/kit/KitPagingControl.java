package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SwapPolicy;

/**
 * The engine's side of {@link PagingControl} in miniature, for testing a {@link SwapPolicy} without the engine: users
 * with an address space of {@code pagesPerUser} pages each, {@code frames} frames of real storage, and swap devices
 * with room for {@code swapSlots} pages. Each page is {@linkplain PageState absent, in use, flushed, logically swapped
 * or swapped out} in a swap set; a page in storage holds a numbered frame, and a flushed page keeps its frame until the
 * engine's side {@linkplain #takeFlushed takes it}.
 *
 * <p>Every request is checked against the SPI's documentation, and a request the engine would refuse fails the test
 * with an {@code AssertionFailedError} that names it: a user or page that does not exist; trimming or logically
 * swapping a page that is not in use; asking whether a page that is not in use is referenced; swapping out pages
 * that are not logically swapped, twice in one set, or a set of no pages or more than the array holds; swapping in a
 * set that is not on a device; a buffer shorter than the documentation asks for; scanning a negative number of frames.
 *
 * <p>The requests that change something are logged in order ({@link #calls}), so two policies given the same events
 * can be compared request by request. {@link #touch} and {@link #replenish} play the engine's part: a page reference
 * (with the fault it may cause, a swap fault reading a whole swap set) and a free-list replenishment whose answer is
 * checked against what the policy really gave.
 */
public final class KitPagingControl implements PagingControl {

    /** What became of one page of a user. */
    public enum PageState {
        /** Not in storage (never loaded, stolen, or its copy on an ordinary paging slot). */
        ABSENT,
        /** In storage and mapped: the only state a policy may trim or logically swap. */
        IN_USE,
        /** On the flush list: still in its frame until the frame is taken. */
        FLUSHED,
        /** Logically swapped: in its frame, unmapped, not the replacement policy's to take. */
        LOGICAL,
        /** Written out in a swap set, its frame freed. */
        SWAPPED
    }

    private final int users;
    private final int pagesPerUser;
    private final int frames;
    private final int swapSlots;
    private final PageState[][] state;
    private final boolean[][] referenced;
    private final int[][] frameOf;
    private final int[][] setOf;
    private final int[] frameUser;
    private final int[] framePage;
    private final boolean[] inQueue;
    private final int[] setsReadThisTransaction;
    private final ArrayDeque<Integer> flushList = new ArrayDeque<>();
    private final List<int[]> sets = new ArrayList<>();
    private final List<Integer> setOwners = new ArrayList<>();
    private final List<Boolean> setLive = new ArrayList<>();
    private final List<Integer> swappedIn = new ArrayList<>();
    private final List<String> calls = new ArrayList<>();
    private int resident;
    private int slotsUsed;
    private int hand;
    private long released;
    private int replenishing;

    /** Users, pages in each user's address space, frames of storage, and room for ample swap sets. */
    public KitPagingControl(int users, int pagesPerUser, int frames) {
        this(users, pagesPerUser, frames, Integer.MAX_VALUE);
    }

    /** Users, pages in each user's address space, frames of storage, and the pages the swap devices hold. */
    public KitPagingControl(int users, int pagesPerUser, int frames, int swapSlots) {
        if (users < 0 || pagesPerUser < 1 || frames < 1 || swapSlots < 0) {
            throw new IllegalArgumentException(users + " users of " + pagesPerUser + " pages, " + frames
                    + " frames, " + swapSlots + " swap slots");
        }
        this.users = users;
        this.pagesPerUser = pagesPerUser;
        this.frames = frames;
        this.swapSlots = swapSlots;
        state = new PageState[users][pagesPerUser];
        referenced = new boolean[users][pagesPerUser];
        frameOf = new int[users][pagesPerUser];
        setOf = new int[users][pagesPerUser];
        for (int u = 0; u < users; u++) {
            Arrays.fill(state[u], PageState.ABSENT);
            Arrays.fill(frameOf[u], -1);
            Arrays.fill(setOf[u], -1);
        }
        frameUser = new int[frames];
        framePage = new int[frames];
        Arrays.fill(frameUser, -1);
        inQueue = new boolean[users];
        setsReadThisTransaction = new int[users];
    }

    // --- the engine's side: set-up, events and what a test looks at --------------------------------------------------

    /** The number of users. */
    public int users() {
        return users;
    }

    /** Loads the user's pages into free frames, in use; those in {@code referencedPages} with the reference bit on. */
    public void inUse(int user, int[] pages, int... referencedPages) {
        for (int p : pages) {
            page(user, p, "inUse");
            if (state[user][p] == PageState.ABSENT) {
                if (resident >= frames) {
                    throw new IllegalStateException("no free frame for page " + p + " of user " + user);
                }
                load(user, p);
            } else {
                state[user][p] = PageState.IN_USE;
            }
        }
        for (int p : referencedPages) {
            referenced[user][p] = true;
        }
    }

    /**
     * The user's transaction begins, as the engine has it when the user becomes ready: its count of swap sets read
     * ({@link #swapSetsReadThisTransaction}) starts again from 0.
     */
    public void transactionStarted(int user) {
        user(user, "transactionStarted");
        setsReadThisTransaction[user] = 0;
    }

    /** Marks a user in queue or out of it (the garbage-collector scan leaves users in queue alone). */
    public void queue(int user, boolean in) {
        user(user, "queue");
        inQueue[user] = in;
    }

    /**
     * The user references a page, as the engine runs it: a page in use gets its reference bit; a flushed or logically
     * swapped one is reclaimed; one in a swap set is a swap fault that reads the whole set; an absent one is loaded
     * into a free frame, found (when storage is full) on the flush list, then by asking the policy to replenish, then
     * by stealing a page in use as a replacement policy would. Returns whether the page ended up in use.
     */
    public boolean touch(int user, int page, SwapPolicy policy) {
        page(user, page, "touch");
        if (state[user][page] == PageState.SWAPPED) {
            calls.add("swap fault " + user + " " + page);
            readSet(setOf[user][page]);
        }
        switch (state[user][page]) {
            case IN_USE -> referenced[user][page] = true;
            case FLUSHED, LOGICAL -> {
                flushList.remove((Integer) frameOf[user][page]);
                state[user][page] = PageState.IN_USE;
                referenced[user][page] = true;
            }
            default -> {
                if (!freeFrame(policy)) {
                    return false;
                }
                load(user, page);
                referenced[user][page] = true;
            }
        }
        return true;
    }

    /**
     * Asks the policy to replenish the free list by {@code wanted} frames, as the engine does, and checks its answer:
     * not negative, and no more than the frames it really gave (put on the flush list or wrote out in swap sets).
     */
    public int replenish(SwapPolicy policy, int wanted) {
        long before = released;
        replenishing++;
        int n;
        try {
            n = policy.replenish(wanted, this);
        } finally {
            replenishing--;
        }
        long gave = released - before;
        if (n < 0 || n > gave) {
            fail("replenish(" + wanted + ") returned " + n + " but the policy gave " + gave + " frames (put on the "
                    + "flush list or written out in swap sets)");
        }
        calls.add("replenish " + wanted + " -> " + n);
        return n;
    }

    /** Frees the frame longest on the flush list, as the engine does when it needs one; whether there was one. */
    public boolean takeFlushed() {
        while (!flushList.isEmpty()) {
            int f = flushList.poll();
            int u = frameUser[f];
            if (u >= 0 && state[u][framePage[f]] == PageState.FLUSHED) {
                free(u, framePage[f]);
                return true;
            }
        }
        return false;
    }

    /** Frames not holding a page. */
    public int freeFrames() {
        return frames - resident;
    }

    /** The state of one page. */
    public PageState state(int user, int page) {
        return state[user][page];
    }

    /** How many of the user's pages are in the state. */
    public int count(int user, PageState wanted) {
        int n = 0;
        for (PageState s : state[user]) {
            n += s == wanted ? 1 : 0;
        }
        return n;
    }

    /** Swap sets written so far, including those read back since. */
    public int swapSetsWritten() {
        return sets.size();
    }

    /** The user a swap set was written for. */
    public int swapSetOwner(int set) {
        return setOwners.get(set);
    }

    /** The pages of a swap set, in the order the policy gave them. */
    public int[] swapSetPages(int set) {
        return sets.get(set).clone();
    }

    /** The users of the swap sets written so far, in order. */
    public List<Integer> swapOutUsers() {
        return List.copyOf(setOwners);
    }

    /** The swap sets the policy asked to swap in (prepaged), in order. */
    public List<Integer> swappedIn() {
        return List.copyOf(swappedIn);
    }

    /** Every request that changed something, and every replenishment with its answer, in order. */
    public List<String> calls() {
        return List.copyOf(calls);
    }

    // --- PagingControl ---------------------------------------------------------------------------------------------

    @Override
    public int residentFrames(int user) {
        user(user, "residentFrames");
        return count(user, PageState.IN_USE) + count(user, PageState.FLUSHED) + count(user, PageState.LOGICAL);
    }

    @Override
    public int addressSpacePages(int user) {
        user(user, "addressSpacePages");
        return pagesPerUser;
    }

    @Override
    public int frameCount() {
        return frames;
    }

    @Override
    public void resetReferenceBits(int user) {
        user(user, "resetReferenceBits");
        Arrays.fill(referenced[user], false);
        calls.add("resetReferenceBits " + user);
    }

    @Override
    public void flush(int user) {
        user(user, "flush");
        calls.add("flush " + user + " -> " + toFlushList(user, false));
    }

    @Override
    public int trimUnreferenced(int user) {
        user(user, "trimUnreferenced");
        int n = toFlushList(user, true);
        calls.add("trimUnreferenced " + user + " -> " + n);
        return n;
    }

    /** Puts the user's pages in use (only the unreferenced ones, if so asked) on the flush list; how many. */
    private int toFlushList(int user, boolean unreferencedOnly) {
        int n = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            if (state[user][p] == PageState.IN_USE && !(unreferencedOnly && referenced[user][p])) {
                toFlushList(user, p);
                n++;
            }
        }
        return n;
    }

    @Override
    public int pagesInUse(int user, int[] into) {
        user(user, "pagesInUse");
        buffer(into, pagesPerUser, "pagesInUse(" + user + ", into)");
        return list(user, into, PageState.IN_USE);
    }

    @Override
    public boolean isReferenced(int user, int page) {
        expect(user, page, PageState.IN_USE, "isReferenced");
        return referenced[user][page];
    }

    @Override
    public void trim(int user, int page) {
        expect(user, page, PageState.IN_USE, "trim");
        toFlushList(user, page);
        calls.add("trim " + user + " " + page);
    }

    @Override
    public void logicallySwap(int user, int page) {
        expect(user, page, PageState.IN_USE, "logicallySwap");
        state[user][page] = PageState.LOGICAL;
        referenced[user][page] = false;
        calls.add("logicallySwap " + user + " " + page);
    }

    @Override
    public int logicallySwappedPages(int user, int[] into) {
        user(user, "logicallySwappedPages");
        buffer(into, count(user, PageState.LOGICAL), "logicallySwappedPages(" + user + ", into)");
        return list(user, into, PageState.LOGICAL);
    }

    @Override
    public int logicalSwapIn(int user) {
        user(user, "logicalSwapIn");
        int n = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            if (state[user][p] == PageState.LOGICAL) {
                state[user][p] = PageState.IN_USE;
                referenced[user][p] = false;
                n++;
            }
        }
        calls.add("logicalSwapIn " + user + " -> " + n);
        return n;
    }

    @Override
    public int swapOut(int user, int[] pages, int count) {
        user(user, "swapOut");
        if (pages == null || count <= 0 || count > pages.length) {
            fail("swapOut(" + user + ", pages, " + count + "): a swap set is 1 to pages.length ("
                    + (pages == null ? "null" : pages.length) + ") pages");
        }
        for (int i = 0; i < count; i++) {
            expect(user, pages[i], PageState.LOGICAL, "swapOut");
            for (int j = 0; j < i; j++) {
                if (pages[j] == pages[i]) {
                    fail("swapOut(" + user + ", ...): page " + pages[i] + " is in the swap set twice");
                }
            }
        }
        if ((long) slotsUsed + count > swapSlots) {
            calls.add("swapOut " + user + " " + count + " -> -1");
            return -1;
        }
        int id = sets.size();
        int[] set = Arrays.copyOf(pages, count);
        sets.add(set);
        setOwners.add(user);
        setLive.add(true);
        slotsUsed += count;
        for (int p : set) {
            free(user, p);
            state[user][p] = PageState.SWAPPED;
            setOf[user][p] = id;
            released++;
        }
        calls.add("swapOut " + user + " " + Arrays.toString(set) + " -> " + id);
        return id;
    }

    @Override
    public int swapSets(int user, int[] into) {
        user(user, "swapSets");
        buffer(into, pagesPerUser, "swapSets(" + user + ", into)");
        int k = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            int s = setOf[user][p];
            if (s >= 0 && state[user][p] == PageState.SWAPPED) {
                boolean seen = false;
                for (int j = 0; j < k && !seen; j++) {
                    seen = into[j] == s;
                }
                if (!seen) {
                    into[k++] = s;
                }
            }
        }
        return k;
    }

    @Override
    public int swapIn(int swapSet) {
        if (swapSet < 0 || swapSet >= sets.size() || !setLive.get(swapSet)) {
            fail("swapIn(" + swapSet + "): no such swap set is on a paging device");
        }
        swappedIn.add(swapSet);
        int n = readSet(swapSet);
        calls.add("swapIn " + swapSet + " -> " + n);
        return n;
    }

    @Override
    public int swapSetsReadThisTransaction(int user) {
        user(user, "swapSetsReadThisTransaction");
        return setsReadThisTransaction[user];
    }

    @Override
    public int collectGarbage(int fromFrame, int count) {
        if (count < 0) {
            fail("collectGarbage(" + fromFrame + ", " + count + "): a negative number of frames");
        }
        int flushedNow = 0;
        for (int k = 0; k < Math.min(count, frames); k++) {
            int f = Math.floorMod(fromFrame + k, frames);
            int u = frameUser[f];
            if (u < 0 || inQueue[u] || state[u][framePage[f]] != PageState.IN_USE) {
                continue;
            }
            if (referenced[u][framePage[f]]) {
                referenced[u][framePage[f]] = false;
            } else {
                toFlushList(u, framePage[f]);
                flushedNow++;
            }
        }
        calls.add("collectGarbage " + fromFrame + " " + count + " -> " + flushedNow);
        return flushedNow;
    }

    // --- bookkeeping ---------------------------------------------------------------------------------------------

    /** Reads a swap set's pages back into free frames (those without one stay on ordinary slots); frees the set. */
    private int readSet(int set) {
        int owner = setOwners.get(set);
        int n = 0;
        for (int p : sets.get(set)) {
            if (setOf[owner][p] != set) {
                continue;
            }
            setOf[owner][p] = -1;
            if (state[owner][p] != PageState.SWAPPED) {
                continue;
            }
            state[owner][p] = PageState.ABSENT;
            if (resident < frames) {
                load(owner, p);
                n++;
            }
        }
        setLive.set(set, false);
        slotsUsed -= sets.get(set).length;
        setsReadThisTransaction[owner]++;
        return n;
    }

    private boolean freeFrame(SwapPolicy policy) {
        if (resident < frames || takeFlushed()) {
            return true;
        }
        if (policy != null && replenishing == 0) {
            replenish(policy, 1);
            if (resident < frames || takeFlushed()) {
                return true;
            }
        }
        for (int looked = 0; looked < frames; looked++) { // steal a page in use, as a replacement policy would
            int f = hand;
            hand = (hand + 1) % frames;
            int u = frameUser[f];
            if (u >= 0 && state[u][framePage[f]] == PageState.IN_USE) {
                free(u, framePage[f]);
                return true;
            }
        }
        return false;
    }

    private void load(int user, int page) {
        int f = 0;
        while (frameUser[f] >= 0) {
            f++;
        }
        frameUser[f] = user;
        framePage[f] = page;
        frameOf[user][page] = f;
        state[user][page] = PageState.IN_USE;
        referenced[user][page] = false;
        resident++;
    }

    private void free(int user, int page) {
        int f = frameOf[user][page];
        frameUser[f] = -1;
        frameOf[user][page] = -1;
        state[user][page] = PageState.ABSENT;
        referenced[user][page] = false;
        resident--;
    }

    private void toFlushList(int user, int page) {
        state[user][page] = PageState.FLUSHED;
        flushList.add(frameOf[user][page]);
        released++;
    }

    private int list(int user, int[] into, PageState wanted) {
        int k = 0;
        for (int p = 0; p < pagesPerUser; p++) {
            if (state[user][p] == wanted) {
                into[k++] = p;
            }
        }
        return k;
    }

    private void user(int user, String call) {
        if (user < 0 || user >= users) {
            fail(call + ": user " + user + " does not exist (there are " + users + ")");
        }
    }

    private void page(int user, int page, String call) {
        user(user, call);
        if (page < 0 || page >= pagesPerUser) {
            fail(call + ": page " + page + " of user " + user + " does not exist (its address space has "
                    + pagesPerUser + " pages)");
        }
    }

    private void expect(int user, int page, PageState wanted, String call) {
        page(user, page, call);
        if (state[user][page] != wanted) {
            fail(call + "(" + user + ", " + page + "): the page is " + state[user][page].name().toLowerCase()
                    .replace('_', ' ') + ", not " + wanted.name().toLowerCase().replace('_', ' '));
        }
    }

    private static void buffer(int[] into, int needed, String call) {
        if (into == null || into.length < needed) {
            fail(call + ": the buffer holds " + (into == null ? "nothing" : into.length + " pages") + "; " + needed
                    + " are needed");
        }
    }
}
