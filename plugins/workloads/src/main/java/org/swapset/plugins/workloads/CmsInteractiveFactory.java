package org.swapset.plugins.workloads;

import static org.swapset.spi.ParameterDescriptor.choice;
import static org.swapset.spi.ParameterDescriptor.decimal;
import static org.swapset.spi.ParameterDescriptor.duration;
import static org.swapset.spi.ParameterDescriptor.integer;
import static org.swapset.spi.ParameterDescriptor.size;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Factory for interactive CMS users, id {@code cms-interactive}. The defaults describe a generic early-1980s CMS
 * user; scenarios that reproduce a measurement calibrate the unpublished ones (CPU per transaction, working-set size)
 * on the base measurement and say so in a comment.
 */
public final class CmsInteractiveFactory implements WorkloadFactory {

    @Override
    public String id() {
        return "cms-interactive";
    }

    @Override
    public String description() {
        return "Interactive CMS users: think time, trivial and non-trivial commands, working sets that repeat "
                + "across transactions with drift";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                integer("users", 100, 1, 1_000_000, "users", "Number of logged-on users."),
                duration("thinkTime", "15s", 0, 86_400, "Mean think time between transactions."),
                choice("thinkDistribution", "exponential",
                        List.of("exponential", "erlang-2", "hyperexponential", "constant"),
                        "Distribution of think time (hyperexponential has squared coefficient of variation 4)."),
                decimal("followUps", 0.0, 0, 0.95, "",
                        "Probability that a transaction is followed at once, with no think time, by another: a "
                                + "terminal interaction inside one command (a screen the driver answers, a prompt). "
                                + "The think time comes only between commands, so transactions (and Q1 drops) can "
                                + "outnumber users / (think time + response) [EST]."),
                size("addressSpace", "1MiB", 4096 * 16, 1L << 40, "Virtual storage size of each user."),
                integer("workingSet", 40, 1, 1 << 24, "pages",
                        "Distinct pages in a user's working set, repeatable across transactions."),
                decimal("drift", 0.05, 0, 1, "",
                        "Probability that a working-set page is replaced by another page before each transaction."),
                decimal("trivialFraction", 0.8, 0, 1, "", "Fraction of transactions that are trivial."),
                decimal("trivialTouch", 0.5, 0, 1, "",
                        "Probability that a trivial transaction touches a given working-set page."),
                decimal("trivialRepeatability", 0.0, 0, 1, "",
                        "How far trivial transactions touch the same working-set pages each time: 0, each page "
                                + "independently with probability trivialTouch; 1, always the same trivialTouch share "
                                + "of the set; between, a mix with the same mean (Tetzlaff et al. 1987: CMS working "
                                + "sets are repeatable across queue-stays)."),
                integer("cpPages", 0, 0, 1 << 24, "pages",
                        "Pages of the working set the control program also references on the user's behalf (I/O "
                                + "buffers, IUCV parameter lists): on z/VM such a page must be below the 2 GB line. "
                                + "They stay at their virtual addresses: drift moves the rest of the working set."),
                decimal("cpReferenceFraction", 0.0, 0, 1, "",
                        "Probability that a reference to one of the cpPages pages is made by the control program."),
                decimal("trivialInstructions", 150_000.0, 1, 1e12, "instructions",
                        "Mean virtual CPU of a trivial transaction (exponentially distributed)."),
                decimal("nonTrivialInstructions", 2_000_000.0, 1, 1e13, "instructions",
                        "Mean virtual CPU of a non-trivial transaction (exponentially distributed)."),
                integer("nonTrivialExtraPages", 20, 0, 1 << 24, "pages",
                        "Pages outside the working set a non-trivial transaction also touches."),
                integer("nonTrivialTransientPages", 0, 0, 1 << 24, "pages",
                        "Pages at the top of the address space a non-trivial transaction acquires for itself (a "
                                + "compiler's work areas) and gives back when it ends (CMS SET RELPAGE ON, DIAGNOSE "
                                + "X'10'): cleared pages each time, holding no paging slot between transactions."),
                decimal("referencesPerPage", 2.0, 1, 1000, "references",
                        "Mean references to each touched page within a transaction."),
                choice("rereferences", "transaction", List.of("transaction", "instructions"),
                        "How many times a transaction references its touched pages: referencesPerPage each for "
                                + "every transaction, or in proportion to its instructions (referencesPerPage each "
                                + "for one of mean length)."),
                decimal("writeFraction", 0.3, 0, 1, "", "Probability that a reference changes the page."),
                decimal("trivialIos", 2.0, 0, 10_000, "I/Os", "Mean virtual (minidisk) I/Os of a trivial transaction."),
                decimal("nonTrivialIos", 10.0, 0, 100_000, "I/Os",
                        "Mean virtual (minidisk) I/Os of a non-trivial transaction."),
                duration("ioTime", "20ms", 0, 10, "Time a user waits for one virtual I/O."));
    }

    @Override
    public WorkloadModel create(Parameters parameters) {
        return new CmsInteractive(parameters);
    }
}
