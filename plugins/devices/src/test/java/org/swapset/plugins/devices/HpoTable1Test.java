package org.swapset.plugins.devices;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swapset.core.engine.Simulation;
import org.swapset.core.vm.io.PagingIo;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * Table 1 of the HPO page-swapping paper ("3380 paging performance in demand and block paging modes"), reproduced
 * by the {@code ibm-3380} plugin with its default figures driving {@link PagingIo}: nothing here is fitted, the
 * numbers come out of the device model and the queueing on actuators and the shared path.
 *
 * <ul>
 *   <li>Demand paging: 4 actuators on one path, single-page reads at 15/s per actuator to random cylinders:
 *       SIO response 29 ms.</li>
 *   <li>Block paging: 2 actuators per path, 10 contiguous pages per start-I/O at 10 start-I/Os/s per actuator:
 *       SIO response 48 ms, 4.8 ms per page.</li>
 * </ul>
 * "SIO response" is taken as start-I/O start to completion (service, RPS misses included, device queueing
 * excluded); the response including the queue is printed alongside.
 */
class HpoTable1Test {

    private static final double TOLERANCE = 0.15;

    /** What one configuration measured. */
    record Measured(double sioService, double requestResponse, double pagesPerSio, double rpsMissesPerSio,
                    double pathUtilization, double actuatorUtilization) {
        @Override
        public String toString() {
            return String.format("SIO service %.2f ms, response incl. queue %.2f ms, %.2f pages/SIO, "
                            + "%.3f RPS misses/SIO, path busy %.1f%%, actuator busy %.1f%%",
                    sioService * 1e3, requestResponse * 1e3, pagesPerSio, rpsMissesPerSio,
                    pathUtilization * 100, actuatorUtilization * 100);
        }
    }

    static Measured run(int actuators, int pagesPerSio, double sioRatePerActuator, long seed) {
        PagingDeviceFactory factory = new RotatingDiskFactory(DiskFigures.IBM_3380);
        Simulation sim = new Simulation();
        PagingDevice[] devices = new PagingDevice[actuators];
        RandomStream[] streams = new RandomStream[actuators];
        for (int d = 0; d < actuators; d++) {
            devices[d] = factory.create(KitParameters.defaults(factory.parameters()));
            streams[d] = new RandomStream(seed * 100 + d);
        }
        PagingIo.Listener quiet = new PagingIo.Listener() {
            @Override
            public void startIo(int device, int pages, boolean write) {
            }

            @Override
            public void completed(int requestId, boolean write) {
            }
        };
        PagingIo io = new PagingIo(sim, devices, new int[actuators], 1, streams, quiet, pagesPerSio);
        RandomStream arrivals = new RandomStream(seed);
        int cylinders = devices[0].geometry().cylinders();
        int perCylinder = devices[0].geometry().pagesPerCylinder();
        boolean write = pagesPerSio > 1;
        int[] nextId = {0};
        int[] arrivalType = new int[1];
        arrivalType[0] = sim.register("arrival", (device, arg) -> {
            int first = arrivals.nextInt(cylinders) * perCylinder + arrivals.nextInt(perCylinder - pagesPerSio + 1);
            for (int i = 0; i < pagesPerSio; i++) {
                io.submit(device, nextId[0]++, first + i, write);
            }
            sim.after(arrivals.exponential(1 / sioRatePerActuator), arrivalType[0], device, 0);
        });
        for (int d = 0; d < actuators; d++) {
            sim.after(arrivals.exponential(1 / sioRatePerActuator), arrivalType[0], d, 0);
        }
        double measured = 4000;
        sim.run(100, measured, () -> false);

        long sios = 0;
        long pages = 0;
        long misses = 0;
        double service = 0;
        double response = 0;
        double busy = 0;
        for (int d = 0; d < actuators; d++) {
            sios += io.startIos(d);
            pages += io.pages(d);
            misses += io.rpsMisses(d);
            service += io.meanServiceTime(d) * io.startIos(d);
            response += io.meanResponseTime(d) * io.pages(d);
            busy += io.deviceUtilization(d, measured);
        }
        return new Measured(service / sios, response / pages, (double) pages / sios, (double) misses / sios,
                io.channelUtilization(0, measured), busy / actuators);
    }

    @Test
    void demandPagingOnFourActuatorsPerPathTakesAbout29MsPerStartIo() {
        Measured m = run(4, 1, 15, 1);
        System.out.println("HPO Table 1 demand paging (paper: 29 ms per SIO and per page): " + m);
        assertEquals(1.0, m.pagesPerSio(), 1e-9);
        assertEquals(0.029, m.sioService(), 0.029 * TOLERANCE, m.toString());
    }

    @Test
    void blockPagingTenPagesPerStartIoOnTwoActuatorsPerPathTakesAbout48MsOr4point8MsPerPage() {
        Measured m = run(2, 10, 10, 2);
        System.out.println("HPO Table 1 block paging (paper: 48 ms per SIO, 4.8 ms per page): " + m
                + String.format(", %.2f ms per page", m.sioService() / m.pagesPerSio() * 1e3));
        assertEquals(10.0, m.pagesPerSio(), 0.01, "bursts of 10 consecutive slots chain into one start-I/O");
        assertEquals(0.048, m.sioService(), 0.048 * TOLERANCE, m.toString());
        assertEquals(0.0048, m.sioService() / m.pagesPerSio(), 0.0048 * TOLERANCE, m.toString());
    }
}
