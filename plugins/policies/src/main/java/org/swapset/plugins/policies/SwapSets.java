package org.swapset.plugins.policies;

import java.util.Arrays;
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SwapPolicy;

/**
 * The HPO prepage (swap) prototype (Tetzlaff et al. 1987, "Prepage prototype" to "Free list replenishment"):
 * <ul>
 *   <li><b>Working-set identification at queue-drop</b>: the pages referenced during the queue-stay are the needed
 *       pages; they are logically swapped (kept in storage, reference bits reset) and the user goes to the tail of
 *       the Q1 or Q2 swap list, by the queue it left; a user dropped because its Q1 slice ran out goes on to wait
 *       for Q2 as a non-interactive user, and joins the Q2 list ({@code q1SliceEnd: q2-list}; {@code q1-list} puts
 *       it on the Q1 list, by the queue it left). The others are trimmed to the flush list, except that a user
 *       with at least {@code minimumWorkingSetSets} swap sets' worth of pages keeps that many (the minimum working
 *       set).</li>
 *   <li><b>Physical swap-out</b> when the free list runs short: the head of the Q2 swap list, else of the Q1 list,
 *       loses one swap set (its lowest logically swapped pages by virtual address, {@code swapSetSize} of them) per
 *       call; a user is wholly swapped out before the next is chosen.</li>
 *   <li><b>Prepaging</b> when an interactive user becomes ready (none for others): swap sets are read until
 *       {@code prepageSets} have been read this transaction, the one its first touch swap-faulted in before the
 *       queue-add counting, all at once, so that they come in over parallel swap paths ("in order to take advantage
 *       of the parallelism of swap paths ... when an interactive user becomes ready, two of his swap sets are
 *       prepaged"). <b>Logical swap-in</b> at queue-add returns every retained page. The engine reads a whole swap
 *       set on a fault to any of its pages (a swap fault).</li>
 *   <li>Optionally the <b>garbage-collector scan</b> of the contiguous block page prototype ("Garbage collector"):
 *       every {@code gcInterval} it examines {@code gcFraction} of storage, resetting the reference bits of pages of
 *       users out of queue that are neither logically swapped nor trimmed, and flushing the unreferenced ones.</li>
 * </ul>
 * With {@code prepage: full} it is the paper's full prepaging experiment instead: every swap set of every user, Q1
 * or Q2, is prepaged at queue-add.
 */
final class SwapSets implements SwapPolicy {

    enum Prepage { NONE, INTERACTIVE, FULL }

    private static final byte OFF_LIST = 0;

    private final int setSize;
    private final int prepageSets;
    private final Prepage prepage;
    private final int minimumPages;
    private final double gcInterval;
    private final double gcFraction;
    private final boolean q1SliceEndToQ2;

    private final UserList q1List = new UserList();
    private final UserList q2List = new UserList();
    private byte[] onList = new byte[0]; // 0, or 1 / 2 for the Q1 / Q2 swap list
    private int[] pages = new int[0];
    private int[] setIds = new int[0];
    private int gcCursor;
    private int sliceEndedUser = -1; // the user whose queue slice just ended: its queue-drop follows at once

    SwapSets(int setSize, int prepageSets, Prepage prepage, int minimumWorkingSetSets, double gcInterval,
            double gcFraction, boolean q1SliceEndToQ2) {
        this.setSize = setSize;
        this.prepageSets = prepageSets;
        this.prepage = prepage;
        this.minimumPages = minimumWorkingSetSets * setSize;
        this.gcInterval = gcInterval;
        this.gcFraction = gcFraction;
        this.q1SliceEndToQ2 = q1SliceEndToQ2;
    }

    @Override
    public void timeSliceEnded(int user, PagingControl control) {
        sliceEndedUser = user;
    }

    @Override
    public void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl control) {
        int n = control.pagesInUse(user, buffer(control, user));
        int referenced = 0;
        for (int i = 0; i < n; i++) {
            if (control.isReferenced(user, pages[i])) {
                referenced++;
            }
        }
        // The minimum working set: with at least that many pages, keep that many, lowest unreferenced ones first.
        int extra = n >= minimumPages ? Math.max(0, minimumPages - referenced) : 0;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int page = pages[i];
            if (control.isReferenced(user, page) || extra-- > 0) {
                control.logicallySwap(user, page);
                kept++;
            } else {
                control.trim(user, page);
            }
        }
        remove(user);
        // "Q2 users are physically swapped out before Q1 users, thereby providing preference to Q1 users": a user
        // whose Q1 slice ran out waits for Q2 now, no longer interactive.
        boolean q2 = queue == SchedulerPolicy.Queue.Q2 || (q1SliceEndToQ2 && sliceEndedUser == user);
        sliceEndedUser = -1;
        if (kept > 0 || control.logicallySwappedPages(user, pages) > 0) {
            (q2 ? q2List : q1List).add(user);
            onList[user] = (byte) (q2 ? 2 : 1);
        }
    }

    @Override
    public void transactionStarted(int user, boolean interactive, PagingControl control) {
        sliceEndedUser = -1;
        if (prepage == Prepage.INTERACTIVE && interactive) {
            buffer(control, user);
            prepage(user, setsStillToPrepage(user, control), control);
        }
    }

    @Override
    public void queueAdded(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl control) {
        sliceEndedUser = -1; // a slice's end that did not drop its user
        buffer(control, user);
        remove(user);
        control.logicalSwapIn(user);
        // Prepaging was done as the user became ready (transactionStarted); an interactive user tops it up here only
        // if sets of its were written out meanwhile, while it waited for its swap fault (it stays on its swap list
        // until now). A user added to Q2 is not interactive: "no prepaging for noninteractive users".
        int limit = switch (prepage) {
            case NONE -> 0;
            case INTERACTIVE -> interactive && queue == SchedulerPolicy.Queue.Q1 ? setsStillToPrepage(user, control)
                    : 0;
            case FULL -> Integer.MAX_VALUE;
        };
        prepage(user, limit, control);
    }

    /** "Two of his swap sets are prepaged": two in all this transaction, its swap fault's set among them. */
    private int setsStillToPrepage(int user, PagingControl control) {
        return prepageSets - control.swapSetsReadThisTransaction(user);
    }

    private void prepage(int user, int limit, PagingControl control) {
        if (limit <= 0) {
            return;
        }
        int sets = control.swapSets(user, setIds);
        for (int i = 0; i < Math.min(limit, sets); i++) {
            control.swapIn(setIds[i]);
        }
    }

    @Override
    public int replenish(int wanted, PagingControl control) {
        while (true) {
            UserList list = !q2List.isEmpty() ? q2List : q1List; // Q2 users are swapped out before Q1 users
            if (list.isEmpty()) {
                return 0;
            }
            int user = list.peek();
            int n = control.logicallySwappedPages(user, buffer(control, user));
            if (n == 0) {
                list.poll();
                onList[user] = OFF_LIST;
                continue;
            }
            int count = Math.min(setSize, n);
            if (control.swapOut(user, pages, count) < 0) {
                return 0; // no room on any device: the replacement policy must find frames
            }
            if (count == n) {
                list.poll(); // wholly swapped out
                onList[user] = OFF_LIST;
            }
            return count;
        }
    }

    @Override
    public double periodSeconds() {
        return gcInterval;
    }

    @Override
    public void periodic(PagingControl control) {
        int frames = control.frameCount();
        int count = Math.max(1, (int) Math.round(frames * gcFraction));
        control.collectGarbage(gcCursor, count);
        gcCursor = (gcCursor + count) % frames;
    }

    /** Whether the user is on a swap list: 0 none, 1 the Q1 list, 2 the Q2 list (for tests). */
    int swapList(int user) {
        return user < onList.length ? onList[user] : OFF_LIST;
    }

    private void remove(int user) {
        if (onList[user] != OFF_LIST) {
            (onList[user] == 2 ? q2List : q1List).remove(user);
            onList[user] = OFF_LIST;
        }
    }

    /** Sizes the per-user arrays for this user and its address space; returns the page buffer. */
    private int[] buffer(PagingControl control, int user) {
        if (user >= onList.length) {
            onList = Arrays.copyOf(onList, Math.max(user + 1, onList.length * 2));
        }
        int size = control.addressSpacePages(user);
        if (pages.length < size) {
            pages = new int[size];
            setIds = new int[size];
        }
        return pages;
    }

    /**
     * A FIFO list of users with removal from the middle: a doubly linked list through int arrays indexed by user,
     * grown as users appear.
     */
    static final class UserList {
        private static final int NONE = -1;
        private int[] next = new int[0];
        private int[] prev = new int[0];
        private int head = NONE;
        private int tail = NONE;

        boolean isEmpty() {
            return head == NONE;
        }

        int peek() {
            return head;
        }

        void add(int user) {
            if (user >= next.length) {
                int n = Math.max(user + 1, next.length * 2);
                next = Arrays.copyOf(next, n);
                prev = Arrays.copyOf(prev, n);
            }
            next[user] = NONE;
            prev[user] = tail;
            if (tail == NONE) {
                head = user;
            } else {
                next[tail] = user;
            }
            tail = user;
        }

        int poll() {
            int user = head;
            remove(user);
            return user;
        }

        void remove(int user) {
            int p = prev[user];
            int n = next[user];
            if (p == NONE) {
                head = n;
            } else {
                next[p] = n;
            }
            if (n == NONE) {
                tail = p;
            } else {
                prev[n] = p;
            }
        }
    }
}
