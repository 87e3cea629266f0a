package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.spi.PluginFamily;

/**
 * The configuration form is generated from the loaded plugins' descriptors and checked by the scenario loader
 * itself: a bad value is marked on its own field with the loader's message, and switching a plugin changes the
 * form to the new plugin's parameters.
 */
class EditorModelTest {

    @TempDir
    Path temp;

    private EditorModel editor() throws Exception {
        return new EditorModel(ScenarioDocument.read(TestFiles.small(temp, "small.yaml")), TestFiles.registry());
    }

    @Test
    void theFormHasAFieldForEveryParameterOfTheChosenPlugins() throws Exception {
        EditorModel e = editor();
        assertNotNull(e.getScenario());
        FieldModel type = e.field("processor.type").orElseThrow();
        assertEquals(FieldModel.Kind.PLUGIN, type.kind());
        assertEquals(TestFiles.registry().ids(PluginFamily.PROCESSOR), type.choices());
        var workload = TestFiles.registry().find(PluginFamily.WORKLOAD, "cms-interactive").orElseThrow();
        for (var d : workload.parameters()) {
            FieldModel f = e.field("workloads[0]." + d.name()).orElseThrow();
            assertTrue(f.help().startsWith(d.help()), f.help());
        }
        assertEquals("required", e.field("storage.real").orElseThrow().prompt());
        assertEquals("30min", e.field("run.duration").orElseThrow().prompt(), "an empty field shows its default");
    }

    @Test
    void aBadValueIsMarkedOnItsFieldWithTheLoadersMessage() throws Exception {
        EditorModel e = editor();
        FieldModel users = e.field("workloads[0].users").orElseThrow();
        users.setText("-5");

        assertNull(e.getScenario());
        ScenarioException expected = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.bind(e.document(), TestFiles.registry()));
        assertEquals(expected.getMessage(), e.problemProperty().get());
        assertTrue(expected.getMessage().endsWith("workloads[0].users: " + users.getError()), users.getError());
        assertTrue(users.getError().contains("out of range"), users.getError());

        users.setText("25");
        assertNull(users.getError());
        assertNotNull(e.getScenario());
        assertEquals(25, e.getScenario().workloads().get(0).model().parameters().integer("users"));
    }

    @Test
    void aRecordLevelProblemIsMarkedOnItsSection() throws Exception {
        EditorModel e = editor();
        e.field("storage.locked").orElseThrow().setText("3MiB");
        Section storage = e.sections().stream().filter(s -> s.path().equals("storage")).findFirst().orElseThrow();
        assertNotNull(storage.error().get());
        assertTrue(storage.error().get().contains("leave no pageable real storage"), storage.error().get());
    }

    @Test
    void switchingAPluginDropsParametersTheNewOneLacksAndShowsItsOwn() throws Exception {
        EditorModel e = editor();
        var registry = TestFiles.registry();
        String other = registry.ids(PluginFamily.PAGING_DEVICE).stream().filter(id -> !id.equals("ibm-3380"))
                .findFirst().orElseThrow();
        e.field("pagingDevices[0].type").orElseThrow().setText(other);
        assertEquals(other, e.document().get("pagingDevices[0].type").orElseThrow());
        for (var d : registry.find(PluginFamily.PAGING_DEVICE, other).orElseThrow().parameters()) {
            assertTrue(e.field("pagingDevices[0]." + d.name()).isPresent(), d.name());
        }
        assertEquals("", e.problemProperty().get());
    }

    @Test
    void aParameterOfADefaultedPolicyNamesThePolicy() throws Exception {
        EditorModel e = editor();
        var scheduler = TestFiles.registry().find(PluginFamily.SCHEDULER_POLICY, ScenarioLoader.DEFAULT_SCHEDULER)
                .orElseThrow();
        var d = scheduler.parameters().get(0);
        FieldModel f = e.field("policies.scheduler." + d.name()).orElseThrow();
        f.setText(d.defaultValue());
        assertEquals(ScenarioLoader.DEFAULT_SCHEDULER, e.document().get("policies.scheduler.type").orElseThrow());
        assertEquals("", e.problemProperty().get());
    }

    @Test
    void devicesAndWorkloadsCanBeAddedAndRemoved() throws Exception {
        EditorModel e = editor();
        e.addWorkload();
        assertEquals("cms-2", e.field("workloads[1].name").orElseThrow().getText());
        e.addChannel();
        e.addDeviceGroup();
        e.field("pagingDevices[1].channel").orElseThrow().setText("ch2");
        assertEquals("", e.problemProperty().get());
        assertEquals(2, e.getScenario().pagingDevices().size());
        e.remove("workloads[1]");
        assertEquals(1, e.getScenario().workloads().size());
        assertFalse(e.field("workloads[1].name").isPresent());
        Path out = temp.resolve("out.yaml");
        Files.writeString(out, e.document().toYaml());
        assertEquals(2, ScenarioLoader.load(out, TestFiles.registry()).channels().size());
    }
}
