package org.swapset.core.trace;

import java.util.Arrays;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.FutureFrameView;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/**
 * Replays a reference trace through a replacement policy on a given number of frames, pure demand paging: a
 * reference to a resident page sets its frame's reference bit (and change bit on a write) and, for a policy with
 * {@link Capability#REFERENCE_HOOK}, calls {@link ReplacementPolicy#pageReferenced}; a reference to a page not
 * resident is a fault, served from a free frame while there is one, else from the frame the policy chooses; the
 * loaded page's reference bit is set (the faulting reference is a reference). A policy with
 * {@link Capability#FUTURE_KNOWLEDGE} sees each frame's next reference.
 *
 * <p>The bundled textbook policies FIFO, LRU and CLOCK also have loops of their own here, over the trace's primitive
 * array with no call per reference; {@link #faults(ReplacementPolicyFactory, Parameters, int, ReferenceTrace)} picks
 * them for the bundled plugins.
 */
public final class TraceReplay {

    private TraceReplay() {
    }

    /**
     * Faults of a replacement-policy plugin, with the given parameters, on the trace with the given frames. The
     * bundled textbook policies {@code fifo}, {@code lru} and {@code clock} (loaded with Swapset, not from a plugins
     * folder) are replayed by loops of their own ({@link #fifo}, {@link #lru}, {@link #clock}): the same faults as
     * replaying the plugin (a test checks it on random traces), several times faster, since a reference costs an
     * array access or two instead of calls through the policy interface. Any other policy is replayed through the
     * plugin, as {@link #faults(ReplacementPolicy, int, ReferenceTrace)} does.
     */
    public static long faults(ReplacementPolicyFactory factory, Parameters parameters, int frameCount,
                              ReferenceTrace trace) {
        checkFrames(frameCount);
        if (factory.getClass().getClassLoader() == TraceReplay.class.getClassLoader()) {
            switch (factory.id()) {
                case "fifo" -> {
                    return fifo(frameCount, trace);
                }
                case "lru" -> {
                    return lru(frameCount, trace);
                }
                case "clock" -> {
                    return clock(frameCount, trace, parameters.bool("newPageReferenced"));
                }
                default -> {
                    // replayed through the plugin below
                }
            }
        }
        // A policy that draws gets a stream of its own, the same on every replay of the trace.
        ReplacementPolicy policy = factory.create(parameters,
                new org.swapset.core.random.StreamFactory(1, 0).stream("policy/replacement"));
        if (policy == null) {
            throw new IllegalStateException("replacement policy '" + factory.id() + "' returned null from create(); "
                    + "a factory must return the policy it makes, or throw");
        }
        return faults(policy, frameCount, trace);
    }

    /**
     * Textbook FIFO's faults: in pure demand paging the page loaded longest ago is always in the frame after the one
     * last loaded, so the frames are a ring of pages replaced in turn.
     */
    public static long fifo(int frameCount, ReferenceTrace trace) {
        checkFrames(frameCount);
        int[] pages = trace.pageArray();
        boolean[] resident = new boolean[trace.distinctPages()];
        int[] ring = new int[frameCount];
        int used = 0;
        int hand = 0;
        long faults = 0;
        for (int page : pages) {
            if (resident[page]) {
                continue;
            }
            faults++;
            if (used < frameCount) {
                ring[used++] = page;
            } else {
                resident[ring[hand]] = false;
                ring[hand] = page;
                hand = hand + 1 == frameCount ? 0 : hand + 1;
            }
            resident[page] = true;
        }
        return faults;
    }

    /**
     * Textbook LRU's faults. Each page remembers the position of its latest reference; the least recently used
     * resident page is the one whose latest reference comes first in the trace, so a pointer that walks the trace
     * from its start finds each victim in turn: the first position past it that is still its page's latest
     * reference. The pointer only moves forward, so a replay is O(n) with two array accesses per reference; and a
     * page is resident exactly when its latest reference is at or past the pointer.
     */
    public static long lru(int frameCount, ReferenceTrace trace) {
        checkFrames(frameCount);
        int[] pages = trace.pageArray();
        int[] latest = new int[trace.distinctPages()];
        Arrays.fill(latest, -1);
        int oldest = 0; // no resident page's latest reference is before this position
        int used = 0;
        long faults = 0;
        for (int i = 0; i < pages.length; i++) {
            int page = pages[i];
            if (latest[page] < oldest) {
                faults++;
                if (used < frameCount) {
                    used++;
                } else {
                    while (latest[pages[oldest]] != oldest) {
                        oldest++; // referenced again later: not the page's latest reference
                    }
                    oldest++; // its page is the victim, and no longer resident
                }
            }
            latest[page] = i;
        }
        return faults;
    }

    /**
     * Textbook CLOCK's faults: a use bit per frame, set by every reference; on a fault with every frame in use the
     * hand clears set bits as it passes and takes the first frame whose bit is clear, stopping just past it. A loaded
     * page's bit starts set when {@code newPageReferenced}, else clear (the two textbook variants). The use bits are
     * a bit set in frame order, so the hand passes 64 frames in a step: it finds the first clear bit of a word and
     * clears the set bits before it at once.
     */
    public static long clock(int frameCount, ReferenceTrace trace, boolean newPageReferenced) {
        checkFrames(frameCount);
        int[] pages = trace.pageArray();
        int[] frameOf = new int[trace.distinctPages()];
        Arrays.fill(frameOf, -1);
        int[] pageIn = new int[frameCount];
        int words = (frameCount + 63) >>> 6;
        long[] use = new long[words];
        long lastWord = (frameCount & 63) == 0 ? -1L : (1L << (frameCount & 63)) - 1; // the frames in the last word
        int used = 0;
        int hand = 0;
        long faults = 0;
        for (int page : pages) {
            int f = frameOf[page];
            if (f >= 0) {
                use[f >>> 6] |= 1L << f;
                continue;
            }
            faults++;
            if (used < frameCount) {
                f = used++;
            } else {
                while (true) {
                    int k = hand >>> 6;
                    long bits = use[k];
                    long ahead = (-1L << (hand & 63)) & (k == words - 1 ? lastWord : -1L); // this word, from the hand
                    long clear = ~bits & ahead;
                    if (clear != 0) {
                        int b = Long.numberOfTrailingZeros(clear);
                        use[k] = bits & ~(ahead & ((1L << b) - 1)); // the bits passed were set: cleared
                        f = (k << 6) + b;
                        break;
                    }
                    use[k] = bits & ~ahead; // every bit ahead was set: cleared, on to the next word
                    hand = k == words - 1 ? 0 : (k + 1) << 6;
                }
                hand = f + 1 == frameCount ? 0 : f + 1;
                frameOf[pageIn[f]] = -1;
            }
            pageIn[f] = page;
            frameOf[page] = f;
            if (newPageReferenced) {
                use[f >>> 6] |= 1L << f;
            } else {
                use[f >>> 6] &= ~(1L << f);
            }
        }
        return faults;
    }

    private static void checkFrames(int frameCount) {
        if (frameCount < 1) {
            throw new IllegalArgumentException("frames must be at least 1, was " + frameCount);
        }
    }

    /** Faults of the policy on the trace with the given frames. */
    public static long faults(ReplacementPolicy policy, int frameCount, ReferenceTrace trace) {
        checkFrames(frameCount);
        boolean hook = policy.capabilities().contains(Capability.REFERENCE_HOOK);
        boolean future = policy.capabilities().contains(Capability.FUTURE_KNOWLEDGE);
        Frames frames = new Frames(frameCount, trace.distinctPages(), future ? trace.nextUses() : null);
        int[] victim = new int[1];
        long faults = 0;
        int used = 0;
        for (int i = 0, n = trace.length(); i < n; i++) {
            int page = trace.page(i);
            boolean write = trace.isWrite(i);
            int f = frames.frameOf[page];
            if (f >= 0) {
                frames.reference(f, write, i);
                if (hook) {
                    policy.pageReferenced(f);
                }
                continue;
            }
            faults++;
            if (used < frameCount) {
                f = used++;
            } else {
                if (policy.selectVictims(frames, 1, victim) != 1 || !frames.isReclaimable(victim[0])) {
                    throw new IllegalStateException("replacement policy freed no reclaimable frame from a full table");
                }
                f = victim[0];
                frames.frameOf[frames.pageIn[f]] = -1;
            }
            frames.pageIn[f] = page;
            frames.frameOf[page] = f;
            frames.bits[f] = 0;
            frames.reference(f, write, i);
            policy.pageLoaded(f);
        }
        return faults;
    }

    /** The replay's frame table. */
    private static final class Frames implements FutureFrameView {
        final int[] pageIn;
        final int[] frameOf;
        final byte[] bits;
        final long[] nextUse;       // per reference position, or null
        final long[] frameNext;     // per frame: the next reference of its page

        Frames(int frames, int pages, long[] nextUse) {
            pageIn = new int[frames];
            Arrays.fill(pageIn, -1);
            frameOf = new int[pages];
            Arrays.fill(frameOf, -1);
            bits = new byte[frames];
            this.nextUse = nextUse;
            frameNext = new long[frames];
        }

        void reference(int f, boolean write, int i) {
            bits[f] |= write ? 3 : 1;
            if (nextUse != null) {
                frameNext[f] = nextUse[i];
            }
        }

        @Override
        public int frameCount() {
            return pageIn.length;
        }

        @Override
        public boolean isReclaimable(int frame) {
            return pageIn[frame] >= 0;
        }

        @Override
        public boolean isReferenced(int frame) {
            return (bits[frame] & 1) != 0;
        }

        @Override
        public void clearReferenced(int frame) {
            bits[frame] &= ~1;
        }

        @Override
        public boolean isChanged(int frame) {
            return (bits[frame] & 2) != 0;
        }

        @Override
        public int owner(int frame) {
            return pageIn[frame] >= 0 ? 0 : -1;
        }

        @Override
        public boolean isOwnerInQueue(int frame) {
            return pageIn[frame] >= 0;
        }

        @Override
        public long nextReference(int frame) {
            if (nextUse == null) {
                throw new IllegalStateException("this policy did not ask for future knowledge");
            }
            return frameNext[frame];
        }
    }
}
