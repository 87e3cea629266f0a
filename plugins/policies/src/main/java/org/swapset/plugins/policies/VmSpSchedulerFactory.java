package org.swapset.plugins.policies;

import static org.swapset.spi.ParameterDescriptor.decimal;
import static org.swapset.spi.ParameterDescriptor.duration;
import static org.swapset.spi.ParameterDescriptor.integer;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SchedulerPolicyFactory;

/**
 * Factory for {@link VmSpScheduler}, id {@code vm-sp}. The slices are CPU seconds. FACTS.md (VM/SP SPG R3) gives the
 * Q1 slice as one eighth of the Q2 slice; the absolute values depend on the processor model VM/SP found at IPL and
 * are not published for the machines here, so the defaults are estimates [EST].
 */
public final class VmSpSchedulerFactory implements SchedulerPolicyFactory {

    @Override
    public String id() {
        return "vm-sp";
    }

    @Override
    public String description() {
        return "VM/SP scheduler: Q1/Q2 time slices, admission when SUMWSS plus the projected working set fits "
                + "APAGES (x1.25 for Q1), VM/370 working-set projection";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                duration("q1Slice", "50ms", 1e-6, 3600,
                        "CPU a user may use in one Q1 stay before it is dropped to Q2 [EST]."),
                duration("q2Slice", "400ms", 1e-6, 3600,
                        "CPU a user may use in one Q2 stay before it is dropped and must be re-admitted "
                                + "(VM/SP: 8 Q1 slices) [EST]."),
                duration("dispatchSlice", "10ms", 1e-6, 3600,
                        "CPU a dispatched user runs before yielding the processor to the next ready user [EST]."),
                decimal("q1Factor", 1.25, 0.1, 100, "",
                        "APAGES is multiplied by this for a Q1 user's admission (VM/SP: 1.25)."),
                integer("q2Limit", 0, 0, 1_000_000, "users",
                        "Most users in Q2 at once; 0 for no limit (VM/SP has none; the HPO prototype set one)."));
    }

    @Override
    public SchedulerPolicy create(Parameters p) {
        double q1 = p.seconds("q1Slice");
        double q2 = p.seconds("q2Slice");
        if (q2 < q1) {
            throw new org.swapset.spi.ParameterException("q1Slice", "q1Slice (" + q1 + " s) is longer than q2Slice ("
                    + q2 + " s); q1Slice must be at most q2Slice (VM/SP's Q2 slice is 8 Q1 slices)");
        }
        return new VmSpScheduler(q1, q2, p.seconds("dispatchSlice"), p.decimal("q1Factor"),
                (int) p.integer("q2Limit"));
    }
}
