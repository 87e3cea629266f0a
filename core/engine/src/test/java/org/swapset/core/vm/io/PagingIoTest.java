package org.swapset.core.vm.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.engine.Simulation;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * The phases, ordering, merging and statistics of {@link PagingIo} on tiny cases with deterministic fake devices,
 * where every completion time can be worked out by hand.
 */
class PagingIoTest {

    private static final double EPS = 1e-12;

    /** A device whose phases are constants; 100 slots per cylinder; it records what it was asked to plan. */
    static final class FakeDevice implements PagingDevice {
        final double overhead;
        final double positioning;
        final double transferPerPage;
        final double rpsRetry;
        final DeviceGeometry geometry;
        final List<String> plans = new ArrayList<>();

        FakeDevice(double overhead, double positioning, double transferPerPage, double rpsRetry) {
            this.overhead = overhead;
            this.positioning = positioning;
            this.transferPerPage = transferPerPage;
            this.rpsRetry = rpsRetry;
            this.geometry = new DeviceGeometry(10, 1, 100, 1, false);
        }

        @Override
        public String model() {
            return "fake";
        }

        @Override
        public DeviceGeometry geometry() {
            return geometry;
        }

        @Override
        public double rotationTime() {
            return rpsRetry;
        }

        @Override
        public double pageTransferTime() {
            return transferPerPage;
        }

        @Override
        public void plan(int pages, int seekCylinders, boolean write, boolean contiguous, RandomStream random,
                         IoTiming out) {
            plans.add(pages + " pages seek " + seekCylinders + (write ? " write" : " read")
                    + (contiguous ? " contiguous" : " scattered"));
            out.set(overhead, positioning, pages * transferPerPage, rpsRetry, false);
        }
    }

    /** Records completions with their times. */
    static final class Recorder implements PagingIo.Listener {
        final Simulation sim;
        final List<String> events = new ArrayList<>();

        Recorder(Simulation sim) {
            this.sim = sim;
        }

        @Override
        public void startIo(int device, int pages, boolean write) {
            events.add("start d" + device + " " + pages + (write ? "w" : "r") + " @" + sim.now());
        }

        @Override
        public void completed(int requestId, boolean write) {
            events.add("done " + requestId + " @" + sim.now());
        }
    }

    private static PagingIo io(Simulation sim, Recorder rec, int[] channels, int channelCount, PagingDevice... devices) {
        RandomStream[] streams = new RandomStream[devices.length];
        for (int i = 0; i < streams.length; i++) {
            streams[i] = new RandomStream(i);
        }
        return new PagingIo(sim, devices, channels, channelCount, streams, rec, 8);
    }

    @Test
    void aSingleRequestTakesOverheadPlusPositioningPlusTransfer() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0}, 1, new FakeDevice(1.0, 5.0, 2.0, 16.0));
        io.submit(0, 42, 250, false);
        assertFalse(io.isIdle(0));
        sim.runUntil(100, () -> false);

        assertEquals(List.of("start d0 1r @0.0", "done 42 @8.0"), rec.events);
        assertEquals(8.0, io.meanServiceTime(0), EPS);
        assertEquals(8.0, io.meanResponseTime(0), EPS);
        assertEquals(8.0, io.deviceBusyTime(0), EPS);
        assertEquals(3.0, io.channelBusyTime(0), EPS, "overhead and transfer hold the channel, positioning does not");
        assertEquals(0, io.rpsMisses(0));
        assertTrue(io.isIdle(0));
    }

    /**
     * A request CP issues only after handling a fault (an issue delay) joins the device's queue then, as if submitted
     * then: it holds back nothing submitted meanwhile, a busy device's next start-I/O does not take it early, and a
     * later fault's read does not ride an earlier one's start (found by a review of the first version, which held
     * only the idle device's start back). One exposure; each start-I/O takes 1 + 5 + 2 = 8.
     */
    @Test
    void aDelayedRequestJoinsTheQueueWhenIssuedAndHoldsBackNothingMeanwhile() {
        // A read issued at 50; a page-out submitted at 1 goes at once.
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0}, 1, new FakeDevice(1.0, 5.0, 2.0, 0));
        int[] at = {sim.register("submit", (id, slot) -> io.submit(0, id, slot, id > 100)),
                sim.register("fault", (id, slot) -> io.submit(0, id, slot, false, 50))};
        io.submit(0, 1, 250, false, 50);
        sim.after(1, at[0], 101, 10);
        sim.runUntil(200, () -> false);
        assertEquals(List.of("start d0 1w @1.0", "done 101 @9.0", "start d0 1r @50.0", "done 1 @58.0"), rec.events);

        // A device busy until 8 when the fault comes at 0.5: the read still waits for its issue at 50.5.
        Simulation busy = new Simulation();
        Recorder rec2 = new Recorder(busy);
        PagingIo io2 = io(busy, rec2, new int[] {0}, 1, new FakeDevice(1.0, 5.0, 2.0, 0));
        int fault = busy.register("fault", (id, slot) -> io2.submit(0, id, slot, false, 50));
        io2.submit(0, 101, 10, true);
        busy.after(0.5, fault, 2, 250);
        busy.after(40, fault, 3, 251);
        busy.runUntil(200, () -> false);
        assertEquals(List.of("start d0 1w @0.0", "done 101 @8.0", "start d0 1r @50.5", "done 2 @58.5",
                "start d0 1r @90.0", "done 3 @98.0"), rec2.events, "and the fault at 40 is issued at 90, alone");

        // Requests issued together (a swap set's pages, one cylinder) go in one start-I/O: 1 + 5 + 3 x 2 = 12.
        Simulation set = new Simulation();
        Recorder rec3 = new Recorder(set);
        PagingIo io3 = io(set, rec3, new int[] {0}, 1, new FakeDevice(1.0, 5.0, 2.0, 0));
        for (int page = 0; page < 3; page++) {
            io3.submit(0, page, 200 + page, false, 50);
        }
        set.runUntil(200, () -> false);
        assertEquals(List.of("start d0 3r @50.0", "done 0 @62.0", "done 1 @62.0", "done 2 @62.0"), rec3.events);
    }

    @Test
    void aDeviceThatFindsTheChannelBusyAtReconnectMissesARevolutionAndRetries() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        // Both on channel 0. A: overhead [0,1], positioned at 6, transfers [6,16].
        // B: waits for the overhead until 1, overhead [1,2], positioned at 7: channel busy, retries at 10, 13, 16;
        // at 16 A's transfer end (scheduled earlier) frees the channel first, so B transfers [16,26].
        PagingIo io = io(sim, rec, new int[] {0, 0}, 1,
                new FakeDevice(1, 5, 10, 3), new FakeDevice(1, 5, 10, 3));
        io.submit(0, 1, 0, false);
        io.submit(1, 2, 0, false);
        sim.runUntil(100, () -> false);

        assertEquals(List.of("start d0 1r @0.0", "start d1 1r @0.0", "done 1 @16.0", "done 2 @26.0"), rec.events);
        assertEquals(0, io.rpsMisses(0));
        assertEquals(3, io.rpsMisses(1));
        assertEquals(26.0, io.meanServiceTime(1), EPS);
        assertEquals(22.0, io.channelBusyTime(0), EPS);
    }

    @Test
    void aBufferedDeviceWaitsForTheChannelInsteadOfMissing() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0, 0}, 1,
                new FakeDevice(1, 5, 10, 0), new FakeDevice(1, 5, 10, 0));
        io.submit(0, 1, 0, false);
        io.submit(1, 2, 0, false);
        sim.runUntil(100, () -> false);

        assertEquals(List.of("start d0 1r @0.0", "start d1 1r @0.0", "done 1 @16.0", "done 2 @26.0"), rec.events);
        assertEquals(0, io.rpsMisses(1));
    }

    @Test
    void devicesOnDifferentChannelsDoNotInterfere() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0, 1}, 2,
                new FakeDevice(1, 5, 10, 3), new FakeDevice(1, 5, 10, 3));
        io.submit(0, 1, 0, false);
        io.submit(1, 2, 0, false);
        sim.runUntil(100, () -> false);

        assertEquals(16.0, io.meanServiceTime(0), EPS);
        assertEquals(16.0, io.meanServiceTime(1), EPS);
        assertEquals(0, io.rpsMisses(1));
    }

    @Test
    void queuedRequestsForOneCylinderAndDirectionMergeIntoOneStartIoInFifoOrder() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        FakeDevice dev = new FakeDevice(1, 5, 1, 16);
        PagingIo io = io(sim, rec, new int[] {0}, 1, dev);
        io.submit(0, 1, 5, false);    // cylinder 0, starts alone
        sim.runUntil(0.5, () -> false);
        io.submit(0, 2, 7, false);    // cylinder 0
        io.submit(0, 3, 200, false);  // cylinder 2
        io.submit(0, 4, 6, false);    // cylinder 0: joins request 2
        io.submit(0, 5, 8, true);     // cylinder 0 but a write: separate
        assertEquals(4, io.queueLength(0));
        sim.runUntil(1000, () -> false);

        assertEquals(List.of(
                "1 pages seek 0 read contiguous",
                "2 pages seek 0 read contiguous",
                "1 pages seek 2 read contiguous",
                "1 pages seek 2 write contiguous"), dev.plans);
        assertEquals(List.of(
                "start d0 1r @0.0", "done 1 @7.0",
                "start d0 2r @7.0", "done 4 @15.0", "done 2 @15.0",
                "start d0 1r @15.0", "done 3 @22.0",
                "start d0 1w @22.0", "done 5 @29.0"), rec.events);
        assertEquals(4, io.startIos(0));
        assertEquals(0, io.armCylinder(0), "the arm is where the last start-I/O (the write, cylinder 0) left it");
        assertEquals(5, io.pages(0));
        assertEquals(29.0, io.deviceBusyTime(0), EPS);
        // Responses: 7, then 14.5, 21.5, 14.5, 28.5 for the requests submitted at 0.5.
        assertEquals((7 + 14.5 + 21.5 + 14.5 + 28.5) / 5.0, io.meanResponseTime(0), EPS);
        assertEquals((7 + 8 + 7 + 7) / 4.0, io.meanServiceTime(0), EPS);
    }

    @Test
    void scatteredSlotsOnOneCylinderMergeButAreNotContiguous() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        FakeDevice dev = new FakeDevice(1, 5, 1, 16);
        PagingIo io = io(sim, rec, new int[] {0}, 1, dev);
        io.submit(0, 1, 150, true);
        sim.runUntil(0.5, () -> false);
        io.submit(0, 2, 110, true);
        io.submit(0, 3, 120, true);
        io.submit(0, 4, 199, true);
        sim.runUntil(1000, () -> false);

        assertEquals(List.of("1 pages seek 1 write contiguous", "3 pages seek 0 write scattered"), dev.plans);
    }

    /**
     * Device {@code d0} (channel 0) gets pages 0 and {@code secondSlot} at 0; at 5.5 a second device on the same
     * channel, with a 2-unit overhead, gets one page; runs to 100.
     */
    private static PagingIo twoPagesThenAnotherDevice(Simulation sim, Recorder rec, FakeDevice d0, int secondSlot) {
        PagingIo io = io(sim, rec, new int[] {0, 0}, 1, d0, new FakeDevice(2, 4, 2, 3));
        io.submit(0, 1, 0, false);
        io.submit(0, 2, secondSlot, false);
        sim.runUntil(5.5, () -> false);
        io.submit(1, 3, 0, false);
        sim.runUntil(100, () -> false);
        return io;
    }

    @Test
    void eachRecordOfAScatteredChainReconnectsOnItsOwnAndCanMissItsPosition() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        // Device 0: two scattered records (slots 0 and 5), overhead [0,1], then each record disconnected for half the
        // positioning (2) and transferred (2): record 1 at [3,5]. Device 1 (same channel) starts at 5.5 and holds
        // the channel for its overhead [5.5,7.5], so device 0's second record, in position at 7, misses and comes
        // round again at 10: transfer [10,12]. Device 1, in position at 11.5, finds the channel busy in turn and
        // transfers at 14.5. Had the chain reconnected once, device 0 would have moved both pages in [5,9].
        FakeDevice d0 = new FakeDevice(1, 4, 2, 3);
        PagingIo io = twoPagesThenAnotherDevice(sim, rec, d0, 5);

        assertEquals(List.of("2 pages seek 0 read scattered"), d0.plans);
        assertEquals(List.of("start d0 2r @0.0", "start d1 1r @5.5", "done 1 @12.0", "done 2 @12.0",
                "done 3 @16.5"), rec.events);
        assertEquals(1, io.rpsMisses(0));
        assertEquals(1, io.rpsMisses(1));
        assertEquals(12.0, io.meanServiceTime(0), EPS);
    }

    @Test
    void contiguousRecordsStreamAfterOneReconnect() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        // As above, but slots 0 and 1: one positioning (4) and one transfer of both pages (4), [5,9]; device 1 then
        // waits for the channel for its overhead from 5.5 to 9.
        PagingIo io = twoPagesThenAnotherDevice(sim, rec, new FakeDevice(1, 4, 2, 3), 1);

        assertEquals(List.of("start d0 2r @0.0", "start d1 1r @5.5", "done 1 @9.0", "done 2 @9.0",
                "done 3 @17.0"), rec.events);
        assertEquals(0, io.rpsMisses(0));
    }

    @Test
    void withReadsAndWritesChainedTogetherAStartIoTakesBothInSlotOrder() {
        Simulation sim = new Simulation();
        List<String> done = new ArrayList<>();
        PagingIo.Listener listener = new PagingIo.Listener() {
            @Override
            public void startIo(int device, int pages, boolean write) {
                done.add("start " + pages);
            }

            @Override
            public void completed(int requestId, boolean write) {
                done.add(requestId + (write ? "w" : "r") + " @" + sim.now());
            }
        };
        FakeDevice dev = new FakeDevice(1, 5, 1, 16);
        PagingIo io = new PagingIo(sim, new PagingDevice[] {dev}, new int[] {0}, 1,
                new RandomStream[] {new RandomStream(0)}, listener, 8, true);
        io.submit(0, 1, 5, false);    // starts alone
        sim.runUntil(0.5, () -> false);
        io.submit(0, 2, 8, true);     // cylinder 0, a write
        io.submit(0, 3, 200, false);  // cylinder 2
        io.submit(0, 4, 7, false);    // cylinder 0, a read: chained with the write, slots 7 and 8 in order
        sim.runUntil(1000, () -> false);

        assertEquals(List.of("1 pages seek 0 read contiguous", "2 pages seek 0 write contiguous",
                "1 pages seek 2 read contiguous"), dev.plans);
        assertEquals(List.of("start 1", "1r @7.0", "start 2", "4r @15.0", "2w @15.0", "start 1", "3r @22.0"), done);
    }

    @Test
    void requestsSubmittedAtOneInstantToAnIdleDeviceGoOutAsOneStartIo() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        FakeDevice dev = new FakeDevice(1, 5, 1, 16);
        PagingIo io = io(sim, rec, new int[] {0}, 1, dev);
        io.submit(0, 1, 12, true);
        io.submit(0, 2, 10, true);
        io.submit(0, 3, 11, true);
        sim.runUntil(1000, () -> false);
        assertEquals(List.of("3 pages seek 0 write contiguous"), dev.plans);
        assertEquals(List.of("start d0 3w @0.0", "done 2 @9.0", "done 3 @9.0", "done 1 @9.0"), rec.events);
    }

    @Test
    void mergingStopsAtTheMostPagesPerStartIo() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        FakeDevice dev = new FakeDevice(1, 5, 1, 16);
        PagingIo io = io(sim, rec, new int[] {0}, 1, dev);
        for (int i = 0; i < 12; i++) {
            io.submit(0, i, i, false);
        }
        sim.runUntil(1000, () -> false);
        assertEquals(List.of("8 pages seek 0 read contiguous", "4 pages seek 0 read contiguous"), dev.plans);
    }

    @Test
    void theChannelIsGrantedFirstComeFirstServed() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0, 0, 0}, 1,
                new FakeDevice(2, 0.5, 1, 0), new FakeDevice(2, 0.5, 1, 0), new FakeDevice(2, 0.5, 1, 0));
        io.submit(2, 30, 0, false);
        io.submit(0, 10, 0, false);
        io.submit(1, 20, 0, false);
        sim.runUntil(1000, () -> false);
        // Overheads [0,2] d2, [2,4] d0; d2 reconnects at 2.5 and queues behind d1, which has waited since 0:
        // d1's overhead [4,6], then d2's transfer [6,7], d0's (queued at 4.5) [7,8], d1's (queued at 6.5) [8,9].
        assertEquals(List.of("start d2 1r @0.0", "start d0 1r @0.0", "start d1 1r @0.0",
                "done 30 @7.0", "done 10 @8.0", "done 20 @9.0"), rec.events);
    }

    @Test
    void resetDiscardsWhatWasMeasuredBefore() {
        Simulation sim = new Simulation();
        Recorder rec = new Recorder(sim);
        PagingIo io = io(sim, rec, new int[] {0}, 1, new FakeDevice(1, 5, 2, 16));
        io.submit(0, 1, 0, false);
        sim.runUntil(4, () -> false);
        io.resetStatistics();
        sim.runUntil(10, () -> false);
        assertEquals(4.0, io.deviceBusyTime(0), EPS);
        assertEquals(2.0, io.channelBusyTime(0), EPS);
        assertEquals(1, io.startIos(0));
        assertEquals(4.0 / 6.0, io.deviceUtilization(0, 6), EPS);
    }
}
