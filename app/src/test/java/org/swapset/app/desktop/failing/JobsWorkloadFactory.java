package org.swapset.app.desktop.failing;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * A third-party workload that counts its users as {@code jobs}, not {@code users}: batch jobs each looping over its
 * own pages, a step of references at a time. Nothing can vary its users; everything else must work.
 */
public final class JobsWorkloadFactory implements WorkloadFactory {

    /** The desktop tests' small scenario ({@code small.yaml}'s text) with this workload, six jobs, for its CMS users. */
    public static String inSmallScenario(String small) {
        return small.replace("  - type: cms-interactive\n    name: cms\n    users: 20\n    workingSet: 30\n",
                "  - type: test-job-batch\n    name: batch\n    jobs: 6\n")
                .replace("duration: 2min", "duration: 20s").replace("replications: 3", "replications: 2");
    }

    @Override
    public String id() {
        return "test-job-batch";
    }

    @Override
    public String description() {
        return "batch jobs looping over their pages, counted as jobs, for tests";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(ParameterDescriptor.integer("jobs", 4, 1, 1000, "jobs", "Batch jobs running at once."),
                ParameterDescriptor.integer("pages", 50, 1, 10_000, "pages", "Pages each job loops over."));
    }

    @Override
    public WorkloadModel create(Parameters p) {
        int jobs = (int) p.integer("jobs");
        int pages = (int) p.integer("pages");
        return new WorkloadModel() {
            @Override
            public int users() {
                return jobs;
            }

            @Override
            public int addressSpacePages() {
                return pages;
            }

            @Override
            public List<String> transactionClasses() {
                return List.of("step");
            }

            @Override
            public GuestBehaviour newGuest(int index, RandomStream random) {
                return new GuestBehaviour() {
                    private int cursor = random.nextInt(pages);

                    @Override
                    public double thinkTime() {
                        return 0.5;
                    }

                    @Override
                    public void nextTransaction(TransactionPlan plan) {
                        plan.begin(0, 200_000);
                        for (int i = 0; i < 20; i++) {
                            plan.reference(cursor, false);
                            cursor = (cursor + 1) % pages;
                        }
                    }
                };
            }
        };
    }
}
