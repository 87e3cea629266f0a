package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.kit.KitFrames.State;
import org.swapset.spi.RandomStream;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/**
 * The contract of a {@link ReplacementPolicy}, exercised the way the engine drives one: pages are loaded into free
 * frames ({@code pageLoaded}), referenced (setting the reference and change bits, and calling {@code pageReferenced}
 * when the policy asks for {@link Capability#REFERENCE_HOOK}), put on the flush list and reclaimed from it or freed
 * ({@code frameReleased}); when frames are wanted the policy is asked for victims, and each chosen frame is freed at
 * once when its page is unchanged, or written out first (in transit, not reclaimable) and freed later with
 * {@code frameReleased}, as the engine does.
 *
 * <p>Every call of {@code selectVictims} is checked: it returns at most {@code wanted} distinct frames, each
 * reclaimable when chosen; fewer only when no other reclaimable frame is left; and it writes only the first
 * {@code wanted} slots of {@code out} (the kit passes an array of exactly that length). The same operations give the
 * same victims every time (determinism); a table of one frame and a table with every frame in use, referenced and
 * changed are handled; a table with nothing reclaimable returns 0 rather than looping.
 *
 * <pre>{@code
 * class WsClockConformanceTest extends ReplacementPolicyConformance {
 *     @Override protected ReplacementPolicyFactory factory() { return new WsClockFactory(); }
 * }
 * }</pre>
 */
public abstract class ReplacementPolicyConformance extends FactoryConformance<ReplacementPolicyFactory> {

    /** Steps of the random drive; each is one engine operation. */
    protected int steps() {
        return 20_000;
    }

    private ReplacementPolicy create() {
        // As the engine does: with a stream of its own, the same for every policy a test makes (so a policy that
        // draws from it repeats its choices for the same operations).
        ReplacementPolicy policy = factory().create(parameters(), new org.swapset.spi.RandomStream(0x5EEDL));
        assertNotNull(policy, factory().id() + ": create returned null");
        assertNotNull(policy.capabilities(), factory().id() + ": capabilities() returned null");
        return policy;
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void itFreesExactlyAsManyFramesAsItIsAskedForWhileEnoughAreReclaimable() {
        Driver d = new Driver(create(), 64, 0, random(1));
        d.fill();
        for (int round = 0; round < 200; round++) {
            int wanted = 1 + d.random.nextInt(8);
            d.referenceSome(16);
            int n = d.select(wanted);
            assertEquals(wanted, n, factory().id() + ": asked for " + wanted + " frames with "
                    + (d.frames.reclaimableCount() + n) + " reclaimable, it chose " + n + " (round " + round + ")");
            d.completeAllPageOuts();
            d.fill();
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void itNeverChoosesALockedFlushedFreeOrInTransitFrame() {
        Driver d = new Driver(create(), 97, 13, random(2));
        d.drive(steps());
        assertTrue(d.selections > steps() / 20, "the drive asked for victims " + d.selections + " times");
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theSameOperationsGiveTheSameVictims() {
        Driver first = new Driver(create(), 61, 5, random(3));
        first.drive(steps());
        Driver second = new Driver(create(), 61, 5, random(3));
        second.drive(steps());
        assertEquals(first.victims.length(), second.victims.length(), factory().id()
                + ": two instances given the same operations chose different victims (not as many)");
        assertEquals(first.victims.toString(), second.victims.toString(), factory().id()
                + ": two instances given the same operations chose different victims");
        assertEquals(first.policy.framesExamined(), second.policy.framesExamined(),
                factory().id() + ": framesExamined differs between identical runs");
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTableOfOneFrameGivesThatFrameOrNothing() {
        Driver d = new Driver(create(), 1, 0, random(4));
        for (int round = 0; round < 50; round++) {
            assertEquals(0, d.select(1), "the only frame is free");
            d.load(0);
            if (round % 2 == 0) {
                d.reference(0, round % 4 == 0);
            }
            if (round % 5 == 0) {
                d.frames.flush(0);
                assertEquals(0, d.select(1), "the only frame is on the flush list");
                d.frames.unflush(0);
            }
            assertEquals(1, d.select(1), "the only frame is in use and reclaimable (round " + round + ")");
            d.completeAllPageOuts();
        }
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void withEveryFrameInUseReferencedAndChangedItCanStillFreeThemAll() {
        int n = 32;
        Driver d = new Driver(create(), n, 0, random(5));
        for (int cycle = 0; cycle < 3; cycle++) {
            d.fill();
            for (int f = 0; f < n; f++) {
                d.reference(f, true);
            }
            assertEquals(n, d.select(n), "all " + n + " frames are reclaimable; asked for all of them");
            assertEquals(0, d.select(1), "every frame is being written out: nothing is reclaimable");
            d.completeAllPageOuts();
        }
    }

    @Test
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTableWithNothingReclaimableGivesNothingAndReturns() {
        Driver d = new Driver(create(), 40, 40, random(6));
        assertEquals(0, d.select(1), "every frame is locked");
        Driver free = new Driver(create(), 40, 0, random(7));
        assertEquals(0, free.select(3), "every frame is free: nothing has been loaded");
    }

    /** Plays the engine's part against one policy instance. */
    private final class Driver {
        final ReplacementPolicy policy;
        final KitFrames frames;
        final RandomStream random;
        final boolean hook;
        final int users = 7;
        final StringBuilder victims = new StringBuilder();
        long time;
        int selections;

        Driver(ReplacementPolicy policy, int frameCount, int locked, RandomStream random) {
            this.policy = policy;
            this.frames = new KitFrames(frameCount, users);
            this.random = random;
            Set<Capability> capabilities = policy.capabilities();
            this.hook = capabilities.contains(Capability.REFERENCE_HOOK);
            for (int f = 0; f < locked; f++) {
                frames.lock(frameCount - 1 - f); // CP's storage at the top, as the engine lays it out
            }
        }

        long nextUse() {
            return time + 1 + random.nextInt(4 * frames.frameCount());
        }

        void load(int f) {
            time++;
            frames.load(f, random.nextInt(users), nextUse());
            policy.pageLoaded(f);
        }

        void reference(int f, boolean write) {
            time++;
            frames.reference(f, write, nextUse());
            if (hook) {
                policy.pageReferenced(f);
            }
        }

        /** Loads a page into every free frame, in frame order. */
        void fill() {
            for (int f = 0; f < frames.frameCount(); f++) {
                if (frames.state(f) == State.FREE) {
                    load(f);
                }
            }
        }

        void referenceSome(int count) {
            for (int i = 0; i < count; i++) {
                int f = frames.find(State.IN_USE, random.nextInt(frames.frameCount()));
                if (f >= 0) {
                    reference(f, random.chance(0.3));
                }
            }
        }

        void completeAllPageOuts() {
            for (int f = 0; f < frames.frameCount(); f++) {
                if (frames.state(f) == State.TRANSIT) {
                    frames.free(f);
                    policy.frameReleased(f);
                }
            }
        }

        /** Asks for victims, checks the answer against the contract, and frees them as the engine would. */
        int select(int wanted) {
            selections++;
            int reclaimable = frames.reclaimableCount();
            boolean[] before = new boolean[frames.frameCount()];
            for (int f = 0; f < before.length; f++) {
                before[f] = frames.isReclaimable(f);
            }
            int[] out = new int[wanted];
            int n;
            try {
                n = policy.selectVictims(frames, wanted, out);
            } catch (ArrayIndexOutOfBoundsException e) {
                fail(factory().id() + ": selectVictims wrote past the " + wanted + " slots it was given", e);
                return 0;
            }
            String where = factory().id() + ": selectVictims(wanted " + wanted + ") at step " + time + " with "
                    + reclaimable + " reclaimable of " + frames.frameCount() + " frames returned " + n + " "
                    + Arrays.toString(Arrays.copyOf(out, Math.max(0, Math.min(n, wanted))));
            assertTrue(n >= 0 && n <= wanted, where + ": must return between 0 and " + wanted);
            boolean[] chosen = new boolean[frames.frameCount()];
            for (int i = 0; i < n; i++) {
                int f = out[i];
                assertTrue(f >= 0 && f < frames.frameCount(), where + ": frame " + f + " does not exist");
                assertTrue(!chosen[f], where + ": frame " + f + " chosen twice");
                chosen[f] = true;
                assertTrue(before[f], where + ": frame " + f + " was not reclaimable (it was "
                        + frames.state(f) + ")");
            }
            if (n < wanted) {
                assertEquals(reclaimable, n, where + ": it may return fewer than asked only when no other "
                        + "reclaimable frame is left");
            }
            for (int i = 0; i < n; i++) {
                int f = out[i];
                victims.append(f).append(',');
                if (frames.isChanged(f)) {
                    frames.startPageOut(f); // written out first; frameReleased when the write completes
                } else {
                    frames.free(f); // dropped at once; the engine does not call frameReleased for it
                }
            }
            victims.append(';');
            return n;
        }

        /** A random mix of the engine's operations, victims asked for when the free frames run out. */
        void drive(int stepCount) {
            int n = frames.frameCount();
            for (int step = 0; step < stepCount; step++) {
                double u = random.uniform();
                if (u < 0.30) {
                    int f = frames.find(State.FREE, random.nextInt(n));
                    if (f >= 0) {
                        load(f);
                    } else {
                        select(1 + random.nextInt(4));
                    }
                } else if (u < 0.65) {
                    referenceSome(1);
                } else if (u < 0.70) {
                    int f = frames.find(State.IN_USE, random.nextInt(n));
                    if (f >= 0) {
                        frames.flush(f);
                    }
                } else if (u < 0.76) {
                    int f = frames.find(State.FLUSH, random.nextInt(n));
                    if (f >= 0) {
                        if (random.chance(0.5)) {
                            frames.unflush(f); // reclaimed from the flush list: back in use, no new load
                        } else {
                            frames.free(f);
                            policy.frameReleased(f);
                        }
                    }
                } else if (u < 0.84) {
                    int f = frames.find(State.TRANSIT, random.nextInt(n));
                    if (f >= 0) {
                        frames.free(f);
                        policy.frameReleased(f);
                    }
                } else if (u < 0.86) {
                    frames.setInQueue(random.nextInt(users), random.chance(0.5));
                } else {
                    select(1 + random.nextInt(4));
                }
            }
        }
    }
}
