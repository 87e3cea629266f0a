package org.swapset.plugins.policies;

import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SwapPolicy;

/**
 * VM/SP demand paging across queue-stays (Tetzlaff et al. 1987, "Background" and "Simple tuning experiments"): at
 * every queue-drop the user's reference bits are reset, so the core table scan takes its pages first (on average
 * half a scan period later); optionally they are not reset (the "reference bit resetting" experiment: the pages of
 * a dropped user then live 1.5 scan periods), or all of them are put on the flush list (the "flushing" experiment:
 * flushing all the time).
 */
final class DemandPaging implements SwapPolicy {

    enum Flush { NEVER, ALWAYS }

    private final boolean resetAtQueueDrop;
    private final Flush flush;

    DemandPaging(boolean resetAtQueueDrop, Flush flush) {
        this.resetAtQueueDrop = resetAtQueueDrop;
        this.flush = flush;
    }

    @Override
    public void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl control) {
        if (flush == Flush.ALWAYS) {
            control.flush(user);
        } else if (resetAtQueueDrop) {
            control.resetReferenceBits(user);
        }
    }
}
