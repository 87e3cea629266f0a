package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.failing.JobsWorkloadFactory;
import org.swapset.app.desktop.model.TestFiles;

/**
 * A plugin's workload need not count its users as {@code users}: it runs and checks as any other, while capacity and
 * report, which vary a workload's users, refuse it as bad input (exit 2) saying why and what to do instead, before
 * any forecast, rather than failing inside with the blame put on the plugin.
 */
class WorkloadWithoutUsersTest {

    @TempDir
    Path temp;

    private Path file;

    @BeforeEach
    void scenario() throws IOException {
        String small = Files.readString(TestFiles.small(temp, "small.yaml"));
        file = Files.writeString(temp.resolve("jobs.yaml"), JobsWorkloadFactory.inSmallScenario(small)
                .replace("warmUp: 30s", "warmUp: 5s").replaceAll("(?s)published:.*", ""));
    }

    private static InProcess run(String... args) {
        return InProcess.run(TestFiles.registryWith("acme-batch", "0.1", "/plugins/acme-batch.jar",
                new JobsWorkloadFactory(), List.of()), args);
    }

    @Test
    void itRunsAndChecksAsAnyOtherWorkload() {
        InProcess check = run("check", file.toString());
        assertEquals(0, check.exitCode(), check.err());
        InProcess forecast = run("run", file.toString());
        assertEquals(0, forecast.exitCode(), forecast.err());
        assertTrue(forecast.out().contains("Transaction rate"));
    }

    @Test
    void capacityAndReportRefuseItAsBadInputSayingWhy() {
        InProcess capacity = run("capacity", file.toString(), "--target", "response.mean<=1s");
        assertEquals(2, capacity.exitCode());
        String said = capacity.err();
        assertTrue(said.startsWith("swapset: capacity varies the users of workload 'batch', but its model "
                + "(test-job-batch) has no integer parameter 'users' to vary; choose a workload that has one "
                + "(--workload)"), said);
        assertTrue(said.contains("swapset sweep --vary workloads[0].PARAMETER=..."), said);
        assertTrue(!said.contains("internal error") && !said.contains("acme-batch"), "not the plugin's fault: " + said);
        InProcess report = run("report", file.toString(), "--html", temp.resolve("r.html").toString());
        assertEquals(2, report.exitCode());
        assertTrue(report.err().startsWith("swapset: report varies the users of workload 'batch'"), report.err());
        assertTrue(Files.notExists(temp.resolve("r.html")), "nothing written");
    }
}
