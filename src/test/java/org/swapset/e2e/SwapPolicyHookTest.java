package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;

/**
 * A swap policy is asked for frames before the replacement policy: here one that, when asked, flushes the pages of
 * the user dropped longest ago. Every frame then comes from the flush list and none is stolen from a user in queue.
 */
class SwapPolicyHookTest {

    /** Flushes dropped users, oldest drop first, only when the engine asks. */
    static final class OldestDroppedFirst implements SwapPolicyFactory {
        @Override
        public String id() {
            return "test-oldest-dropped-first";
        }

        @Override
        public String description() {
            return "test: flush the user dropped longest ago when frames are short";
        }

        @Override
        public SwapPolicy create(Parameters parameters) {
            return new SwapPolicy() {
                private final ArrayDeque<Integer> dropped = new ArrayDeque<>();

                @Override
                public void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive,
                                         PagingControl control) {
                    control.resetReferenceBits(user);
                    dropped.remove(user);
                    dropped.addLast(user);
                }

                @Override
                public void queueAdded(int user, SchedulerPolicy.Queue queue, boolean interactive,
                                       PagingControl control) {
                    dropped.remove(user);
                }

                @Override
                public int replenish(int wanted, PagingControl control) {
                    int freed = 0;
                    while (freed < wanted && !dropped.isEmpty()) {
                        int user = dropped.pollFirst();
                        int resident = control.residentFrames(user);
                        control.flush(user);
                        freed += resident;
                    }
                    return freed;
                }
            };
        }
    }

    @Test
    void theSwapPolicyIsAskedBeforeTheReplacementPolicy() throws IOException, ScenarioException {
        PluginRegistry registry = Forecasts.registryWith(new OldestDroppedFirst());
        String text = Files.readString(Path.of(System.getProperty("swapset.root"), "scenarios", "default.yaml"))
                .replace("  slotAllocator: { type: zigzag }",
                        "  slotAllocator: { type: zigzag }\n  swap: { type: test-oldest-dropped-first }");
        Scenario scenario = ScenarioLoader.parse(text, "default.yaml (edited)", false, registry)
                .withRun(new RunControl(5, 120, 300, 2));

        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario, 2, ProgressListener.NONE, () -> false);

        double flushed = f.metric("paging.flushed").orElseThrow().estimate().mean();
        assertTrue(flushed > 0, "frames came from the flush list the swap policy filled");
        assertEquals(0.0, f.metric("paging.steals").orElseThrow().estimate().mean(), 1.0,
                "few or no steals: the replacement policy is rarely asked");
    }
}
