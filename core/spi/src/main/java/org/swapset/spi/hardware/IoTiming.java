package org.swapset.spi.hardware;

/**
 * The phases of one start-I/O as a device plans it, filled in by {@link PagingDevice#plan} into an engine-owned
 * instance (so planning allocates nothing). All times in seconds.
 *
 * <ul>
 *   <li>{@code overhead}: control-unit and channel protocol at the start; holds the path.</li>
 *   <li>{@code positioning}: seek plus rotational latency (or a cache miss's back-end access); the device is
 *       disconnected and the path is free.</li>
 *   <li>{@code transfer}: moving the pages; holds the path.</li>
 *   <li>{@code rpsRetry}: if the path is busy when the device wants to reconnect for the transfer, how long until
 *       it can try again (one revolution for a rotating disk); zero means the device waits for the path instead
 *       (a buffered controller or a cache hit).</li>
 * </ul>
 */
public final class IoTiming {

    private double overhead;
    private double positioning;
    private double transfer;
    private double rpsRetry;
    private boolean cacheHit;

    /** Sets all phases at once; every value must be finite and non-negative. */
    public IoTiming set(double overhead, double positioning, double transfer, double rpsRetry, boolean cacheHit) {
        if (!(overhead >= 0 && positioning >= 0 && transfer >= 0 && rpsRetry >= 0)
                || Double.isInfinite(overhead + positioning + transfer + rpsRetry)) {
            throw new IllegalArgumentException("I/O phases must be finite and non-negative: overhead " + overhead
                    + ", positioning " + positioning + ", transfer " + transfer + ", rpsRetry " + rpsRetry);
        }
        this.overhead = overhead;
        this.positioning = positioning;
        this.transfer = transfer;
        this.rpsRetry = rpsRetry;
        this.cacheHit = cacheHit;
        return this;
    }

    public double overhead() {
        return overhead;
    }

    public double positioning() {
        return positioning;
    }

    public double transfer() {
        return transfer;
    }

    public double rpsRetry() {
        return rpsRetry;
    }

    public boolean cacheHit() {
        return cacheHit;
    }

    /** The service time with no path contention: overhead + positioning + transfer. */
    public double uncontendedServiceTime() {
        return overhead + positioning + transfer;
    }
}
