package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterType;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * The kit fails plugins that break the contract: each broken plugin here breaks one rule, and the kit's check for that
 * rule throws; a correct plugin passes the same checks. (A conformance kit that cannot fail would prove nothing.)
 */
class KitCatchesBrokenPluginsTest {

    /** A replacement policy that takes frames in turn, whatever their state, unless told to check. */
    static final class Rotating implements ReplacementPolicy {
        final boolean checks;
        final boolean random;
        final SplittableRandom unseeded = new SplittableRandom();
        int hand;

        Rotating(boolean checks, boolean random) {
            this.checks = checks;
            this.random = random;
        }

        @Override
        public int selectVictims(FrameView frames, int wanted, int[] out) {
            int n = frames.frameCount();
            int found = 0;
            if (random) {
                hand = unseeded.nextInt(n);
            }
            for (int looked = 0; looked < n && found < wanted; looked++) {
                int f = hand;
                hand = (hand + 1) % n;
                if (!checks || frames.isReclaimable(f)) {
                    out[found++] = f;
                }
            }
            return found;
        }
    }

    static ReplacementPolicyFactory policy(String id, java.util.function.Supplier<ReplacementPolicy> make) {
        return new ReplacementPolicyFactory() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String description() {
                return "a test policy";
            }

            @Override
            public ReplacementPolicy create(Parameters parameters) {
                return make.get();
            }
        };
    }

    static class PolicyKit extends ReplacementPolicyConformance {
        final ReplacementPolicyFactory factory;

        PolicyKit(ReplacementPolicyFactory factory) {
            this.factory = factory;
        }

        @Override
        protected ReplacementPolicyFactory factory() {
            return factory;
        }

        @Override
        protected int steps() {
            return 3000;
        }
    }

    @Test
    void aPolicyThatChecksReclaimabilityPassesEveryRule() {
        PolicyKit kit = new PolicyKit(policy("rotating", () -> new Rotating(true, false)));
        kit.itFreesExactlyAsManyFramesAsItIsAskedForWhileEnoughAreReclaimable();
        kit.itNeverChoosesALockedFlushedFreeOrInTransitFrame();
        kit.theSameOperationsGiveTheSameVictims();
        kit.aTableOfOneFrameGivesThatFrameOrNothing();
        kit.withEveryFrameInUseReferencedAndChangedItCanStillFreeThemAll();
        kit.aTableWithNothingReclaimableGivesNothingAndReturns();
        kit.everyParameterDescriptorIsCompleteAndItsDefaultIsValid();
    }

    @Test
    void aPolicyThatTakesLockedOrInTransitFramesFails() {
        PolicyKit kit = new PolicyKit(policy("careless", () -> new Rotating(false, false)));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                kit::itNeverChoosesALockedFlushedFreeOrInTransitFrame);
        assertTrue(e.getMessage().contains("was not reclaimable"), e.getMessage());
        AssertionFailedError locked = assertThrows(AssertionFailedError.class,
                kit::aTableWithNothingReclaimableGivesNothingAndReturns);
        assertTrue(locked.getMessage().contains("was not reclaimable (it was LOCKED)"), locked.getMessage());
    }

    @Test
    void aPolicyWithItsOwnUnseededRandomnessFailsDeterminism() {
        PolicyKit kit = new PolicyKit(policy("dice", () -> new Rotating(true, true)));
        AssertionFailedError e = assertThrows(AssertionFailedError.class, kit::theSameOperationsGiveTheSameVictims);
        assertTrue(e.getMessage().contains("chose different victims"), e.getMessage());
    }

    @Test
    void aPolicyThatGivesUpTooEarlyFailsFreeingWhatItIsAskedFor() {
        PolicyKit kit = new PolicyKit(policy("lazy", () -> (frames, wanted, out) -> {
            for (int f = 0; f < frames.frameCount(); f++) {
                if (frames.isReclaimable(f)) {
                    out[0] = f;
                    return 1; // one frame, whatever was asked
                }
            }
            return 0;
        }));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                kit::itFreesExactlyAsManyFramesAsItIsAskedForWhileEnoughAreReclaimable);
        assertTrue(e.getMessage().contains("fewer than asked"), e.getMessage());
    }

    @Test
    void aDescriptorWithoutAUnitOrWithADefaultOutOfRangeFails() {
        ParameterDescriptor noUnit = ParameterDescriptor.integer("hand", 1, 1, 8, "", "Where the hand starts.");
        assertThrows(AssertionFailedError.class,
                () -> FactoryConformance.checkDescriptors("x", List.of(noUnit), java.util.Set.of()));
        FactoryConformance.checkDescriptors("x", List.of(noUnit), java.util.Set.of("hand"));
        ParameterDescriptor outOfRange = ParameterDescriptor.duration("tau", "10s", 0, 5, "The window, in seconds.");
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> FactoryConformance.checkDescriptors("x", List.of(outOfRange), java.util.Set.of()));
        assertTrue(e.getMessage().contains("above the maximum"), e.getMessage());
        ParameterDescriptor badDefault = new ParameterDescriptor("window", ParameterType.DURATION, "s", "10",
                Double.NaN, Double.NaN, List.of(), "The window, with no unit.");
        assertThrows(AssertionFailedError.class,
                () -> FactoryConformance.checkDescriptors("x", List.of(badDefault), java.util.Set.of()));
    }

    /**
     * A small swapping policy: at queue-drop it logically swaps the referenced pages and trims the rest (or, when
     * {@code blind}, trims every page whether in use or not; when {@code dice}, trims one unseeded random page too);
     * it swaps out up to four logically swapped pages of the earliest dropped user to replenish (or, when
     * {@code boasts}, claims what it was asked without doing anything); at queue-add it takes them back and prepages
     * the first swap set.
     */
    static final class Swapper implements SwapPolicy {
        final boolean blind;
        final boolean dice;
        final boolean boasts;
        final SplittableRandom unseeded = new SplittableRandom();
        final java.util.ArrayDeque<Integer> dropped = new java.util.ArrayDeque<>();
        int[] pages = new int[0];

        Swapper(boolean blind, boolean dice, boolean boasts) {
            this.blind = blind;
            this.dice = dice;
            this.boasts = boasts;
        }

        private int[] buffer(PagingControl c, int user) {
            if (pages.length < c.addressSpacePages(user)) {
                pages = new int[c.addressSpacePages(user)];
            }
            return pages;
        }

        @Override
        public void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl c) {
            if (blind) {
                for (int p = 0; p < c.addressSpacePages(user); p++) {
                    c.trim(user, p);
                }
                return;
            }
            int n = c.pagesInUse(user, buffer(c, user));
            int skip = dice && n > 0 ? unseeded.nextInt(n) : -1;
            for (int i = 0; i < n; i++) {
                if (i != skip && c.isReferenced(user, pages[i])) {
                    c.logicallySwap(user, pages[i]);
                } else {
                    c.trim(user, pages[i]);
                }
            }
            dropped.remove(user);
            dropped.add(user);
        }

        @Override
        public void queueAdded(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl c) {
            dropped.remove(user);
            c.logicalSwapIn(user);
            if (c.swapSets(user, buffer(c, user)) > 0) {
                c.swapIn(pages[0]);
            }
        }

        @Override
        public int replenish(int wanted, PagingControl c) {
            if (boasts) {
                return wanted;
            }
            while (!dropped.isEmpty()) {
                int user = dropped.peek();
                int n = c.logicallySwappedPages(user, buffer(c, user));
                if (n == 0) {
                    dropped.poll();
                    continue;
                }
                int count = Math.min(4, n);
                return c.swapOut(user, pages, count) < 0 ? 0 : count;
            }
            return 0;
        }
    }

    static class SwapKit extends SwapPolicyConformance {
        final Supplier<SwapPolicy> make;

        SwapKit(Supplier<SwapPolicy> make) {
            this.make = make;
        }

        @Override
        protected SwapPolicyFactory factory() {
            return new SwapPolicyFactory() {
                @Override
                public String id() {
                    return "swapper";
                }

                @Override
                public String description() {
                    return "a test swap policy";
                }

                @Override
                public SwapPolicy create(Parameters parameters) {
                    return make.get();
                }
            };
        }
    }

    @Test
    void aSwapPolicyThatKeepsToTheControlsRulesPassesEveryCheck() {
        SwapKit kit = new SwapKit(() -> new Swapper(false, false, false));
        kit.itsPeriodIsZeroOrPositive();
        kit.itAsksOnlyWhatTheControlAllowsWhileUsersComeAndGo();
        kit.theSameEventsGiveTheSameRequests();
        kit.withNoUsersItGivesNothingAndAsksNothingOfAnyone();
        kit.oneFrameOfStorageIsEnough();
        kit.fullStorageWithEveryPageInUseAndReferencedIsHandled();
        kit.swapDevicesWithNoRoomAreHandled();
    }

    @Test
    void aSwapPolicyThatTrimsPagesNotInUseFails() {
        SwapKit kit = new SwapKit(() -> new Swapper(true, false, false));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                kit::itAsksOnlyWhatTheControlAllowsWhileUsersComeAndGo);
        assertTrue(e.getMessage().matches("trim\\(\\d+, \\d+\\): the page is .*, not in use"), e.getMessage());
    }

    @Test
    void aSwapPolicyWithItsOwnUnseededRandomnessFailsDeterminism() {
        SwapKit kit = new SwapKit(() -> new Swapper(false, true, false));
        AssertionFailedError e = assertThrows(AssertionFailedError.class, kit::theSameEventsGiveTheSameRequests);
        assertTrue(e.getMessage().contains("asked differently"), e.getMessage());
    }

    @Test
    void aSwapPolicyThatClaimsFramesItDidNotGiveFails() {
        SwapKit kit = new SwapKit(() -> new Swapper(false, false, true));
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                kit::withNoUsersItGivesNothingAndAsksNothingOfAnyone);
        assertTrue(e.getMessage().contains("but the policy gave 0 frames"), e.getMessage());
    }

    static final class Device implements PagingDevice {
        final boolean forgetsToSet;

        Device(boolean forgetsToSet) {
            this.forgetsToSet = forgetsToSet;
        }

        @Override
        public String model() {
            return "test drum";
        }

        @Override
        public DeviceGeometry geometry() {
            return new DeviceGeometry(1, 4, 3, 1, true);
        }

        @Override
        public double rotationTime() {
            return 0.01;
        }

        @Override
        public double pageTransferTime() {
            return 0.001;
        }

        @Override
        public void plan(int pages, int seekCylinders, boolean write, boolean contiguous,
                         org.swapset.spi.RandomStream random, IoTiming out) {
            if (!forgetsToSet) {
                out.set(0.0005, random.uniform() * rotationTime(), pages * pageTransferTime(), rotationTime(), false);
            }
        }
    }

    static class DeviceKit extends PagingDeviceConformance {
        final boolean broken;

        DeviceKit(boolean broken) {
            this.broken = broken;
        }

        @Override
        protected PagingDeviceFactory factory() {
            return new PagingDeviceFactory() {
                @Override
                public String id() {
                    return "test-drum";
                }

                @Override
                public String description() {
                    return "a one-cylinder drum";
                }

                @Override
                public PagingDevice create(Parameters parameters) {
                    return new Device(broken);
                }
            };
        }
    }

    @Test
    void aDeviceThatPlansNothingFailsAndOneThatPlansPasses() {
        DeviceKit good = new DeviceKit(false);
        good.everyStartIoHasPositiveFiniteServiceTime();
        good.aFreshDevicePlansItsFirstStartIoAtEitherEndOfTheVolume();
        good.theSameRequestsAndRandomStreamGiveTheSameTimings();
        good.theGeometryAndTheFixedTimesAreConsistent();
        good.morePagesNeverTransferInLessTime();
        DeviceKit bad = new DeviceKit(true);
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                bad::everyStartIoHasPositiveFiniteServiceTime);
        assertTrue(e.getMessage().contains("transfer 0.0 must be positive"), e.getMessage());
    }

    @Test
    void aDeviceDeclaringAParameterNamedAsAKeyTheScenarioUsesBesideItFails() {
        DeviceKit chips = new DeviceKit(false) {
            @Override
            protected PagingDeviceFactory factory() {
                PagingDeviceFactory plain = super.factory();
                return new PagingDeviceFactory() {
                    @Override
                    public String id() {
                        return plain.id();
                    }

                    @Override
                    public String description() {
                        return plain.description();
                    }

                    @Override
                    public List<ParameterDescriptor> parameters() {
                        return List.of(ParameterDescriptor.integer("count", 3, 1, 16, "chips", "Its flash chips."));
                    }

                    @Override
                    public PagingDevice create(Parameters parameters) {
                        return plain.create(parameters);
                    }
                };
            }
        };
        new DeviceKit(false).noParameterTakesTheNameOfAKeyTheScenarioUsesBesideIt();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                chips::noParameterTakesTheNameOfAKeyTheScenarioUsesBesideIt);
        assertTrue(e.getMessage().startsWith("test-drum.count: Swapset refuses the plugin at load, as it declares a "
                + "parameter 'count', a key the scenario uses beside every paging device model's parameters (access, "
                + "channel, count, name, role, type, workload); give the parameter another name"), e.getMessage());
    }

    @Test
    void aRequiredParameterTellsTheKitUserWhereToGiveItAValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KitParameters.defaults(
                List.of(ParameterDescriptor.integer("pages", null, 1, 100, "pages", "The pages it loops over."))));
        assertTrue(e.getMessage().contains("override parameters() to return KitParameters.with(factory()"
                + ".parameters(), \"pages\", \"VALUE\")"), e.getMessage());
    }

    static class WorkloadKit extends WorkloadConformance {
        final int badPage;

        WorkloadKit(int badPage) {
            this.badPage = badPage;
        }

        @Override
        protected WorkloadFactory factory() {
            return new WorkloadFactory() {
                @Override
                public String id() {
                    return "test-users";
                }

                @Override
                public String description() {
                    return "users touching a few pages";
                }

                @Override
                public WorkloadModel create(Parameters parameters) {
                    return new WorkloadModel() {
                        @Override
                        public int users() {
                            return 3;
                        }

                        @Override
                        public int addressSpacePages() {
                            return 10;
                        }

                        @Override
                        public List<String> transactionClasses() {
                            return List.of("only");
                        }

                        @Override
                        public GuestBehaviour newGuest(int index, org.swapset.spi.RandomStream random) {
                            return new GuestBehaviour() {
                                @Override
                                public double thinkTime() {
                                    return random.exponential(5);
                                }

                                @Override
                                public void nextTransaction(TransactionPlan plan) {
                                    plan.begin(0, 1e5);
                                    plan.reference(random.nextInt(10), random.chance(0.5));
                                    if (random.chance(0.01)) {
                                        plan.reference(badPage, false);
                                    }
                                }
                            };
                        }
                    };
                }
            };
        }
    }

    @Test
    void aWorkloadReferencingOutsideItsAddressSpaceFails() {
        WorkloadKit good = new WorkloadKit(9);
        good.everyTransactionIsWellFormed();
        good.guestsWithTheSameSeedBehaveIdentically();
        good.theWorkloadHasUsersAnAddressSpaceAndNamedTransactionClasses();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                new WorkloadKit(10)::everyTransactionIsWellFormed);
        assertTrue(e.getMessage().contains("outside the address space"), e.getMessage());
    }

    static class SlotKit extends SlotAllocatorConformance {

        @Override
        protected org.swapset.spi.policy.SlotAllocatorFactory factory() {
            return new org.swapset.spi.policy.SlotAllocatorFactory() {
                @Override
                public String id() {
                    return "first-free";
                }

                @Override
                public String description() {
                    return "the lowest free slot";
                }

                @Override
                public org.swapset.spi.policy.SlotAllocator create(Parameters parameters) {
                    return slots -> slots.nextFreeSlot(slots.firstCylinder() * slots.slotsPerCylinder(),
                            (slots.lastCylinder() + 1) * slots.slotsPerCylinder());
                }
            };
        }
    }

    @Test
    void aSlotAllocatorThatReturnsATakenSlotFails() {
        SlotKit good = new SlotKit();
        good.fromEmptyItFillsTheWholeAreaAndThenSaysFull();
        good.itAlwaysChoosesAFreeSlotInTheAreaWhileSlotsComeAndGo();
        good.anAreaOfOneSlotGivesThatSlotThenNothing();
        good.theSameOperationsGiveTheSameSlots();
        SlotKit careless = new SlotKit() {
            @Override
            protected org.swapset.spi.policy.SlotAllocatorFactory factory() {
                return new org.swapset.spi.policy.SlotAllocatorFactory() {
                    @Override
                    public String id() {
                        return "always-first";
                    }

                    @Override
                    public String description() {
                        return "the first slot of the area, taken or not";
                    }

                    @Override
                    public org.swapset.spi.policy.SlotAllocator create(Parameters parameters) {
                        return slots -> slots.firstCylinder() * slots.slotsPerCylinder();
                    }
                };
            }
        };
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                careless::fromEmptyItFillsTheWholeAreaAndThenSaysFull);
        assertTrue(e.getMessage().contains("is taken"), e.getMessage());
    }

    static class SelectorKit extends PageOutDeviceSelectorConformance {
        final boolean checks;

        SelectorKit(boolean checks) {
            this.checks = checks;
        }

        @Override
        protected org.swapset.spi.policy.PageOutDeviceSelectorFactory factory() {
            return new org.swapset.spi.policy.PageOutDeviceSelectorFactory() {
                @Override
                public String id() {
                    return "in-turn";
                }

                @Override
                public String description() {
                    return "devices in turn";
                }

                @Override
                public org.swapset.spi.policy.PageOutDeviceSelector create(Parameters parameters) {
                    return new org.swapset.spi.policy.PageOutDeviceSelector() {
                        int next;

                        @Override
                        public int select(int count, DevicePredicate hasFreeSlot) {
                            for (int i = 0; i < count; i++) {
                                int d = (next + i) % count;
                                if (!checks || hasFreeSlot.test(d)) {
                                    next = (d + 1) % count;
                                    return d;
                                }
                            }
                            return -1;
                        }
                    };
                }
            };
        }
    }

    @Test
    void aSelectorThatPicksAFullDeviceFails() {
        SelectorKit good = new SelectorKit(true);
        good.itChoosesADeviceWithAFreeSlotOrSaysNoneHasOne();
        good.oneDeviceWorks();
        good.theSameAnswersGiveTheSameChoices();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                new SelectorKit(false)::itChoosesADeviceWithAFreeSlotOrSaysNoneHasOne);
        assertTrue(e.getMessage().contains("which is full"), e.getMessage());
    }

    static class SchedulerKit extends SchedulerPolicyConformance {
        final double q2Slice;

        SchedulerKit(double q2Slice) {
            this.q2Slice = q2Slice;
        }

        @Override
        protected org.swapset.spi.policy.SchedulerPolicyFactory factory() {
            return new org.swapset.spi.policy.SchedulerPolicyFactory() {
                @Override
                public String id() {
                    return "fits";
                }

                @Override
                public String description() {
                    return "admits what fits";
                }

                @Override
                public org.swapset.spi.policy.SchedulerPolicy create(Parameters parameters) {
                    return new org.swapset.spi.policy.SchedulerPolicy() {
                        @Override
                        public double timeSlice(Queue queue) {
                            return queue == Queue.Q1 ? 0.05 : q2Slice;
                        }

                        @Override
                        public double dispatchSlice() {
                            return 0.01;
                        }

                        @Override
                        public boolean admit(Queue queue, int projectedWss, long sumWss, long availableFrames,
                                             int inQueue) {
                            return sumWss + projectedWss <= availableFrames;
                        }

                        @Override
                        public int projectWorkingSet(int projection, int actual, int previousProjection,
                                                     int previousActual) {
                            return actual;
                        }
                    };
                }
            };
        }
    }

    @Test
    void aSchedulerWithAnEmptyTimeSliceFails() {
        SchedulerKit good = new SchedulerKit(0.4);
        good.theTimeSlicesArePositiveAndFinite();
        good.aSmallUserIsAdmittedToAnEmptySystem();
        good.aProjectedWorkingSetIsNeverNegative();
        good.twoInstancesAskedTheSameQuestionsGiveTheSameAnswers();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                new SchedulerKit(0.0)::theTimeSlicesArePositiveAndFinite);
        assertTrue(e.getMessage().contains("Q2 time slice 0.0 s"), e.getMessage());
    }
}
