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
    void aFieldsHelpWritesItsRangeAsTheScenarioWouldWriteAValue() {
        var slice = org.swapset.spi.ParameterDescriptor.duration("slice", "50ms", 0.001, 60, "A slice.");
        assertTrue(FieldModel.help(slice).contains("range 1ms to 1min"), FieldModel.help(slice));
        var area = org.swapset.spi.ParameterDescriptor.size("area", "1MiB", 4096, 1L << 40, "An area.");
        assertTrue(FieldModel.help(area).contains("range 4KiB to 1TiB"), FieldModel.help(area));
        var share = org.swapset.spi.ParameterDescriptor.decimal("share", 0.5, 0, 0.75, "", "A share.");
        assertTrue(FieldModel.help(share).contains("range 0 to 0.75"), FieldModel.help(share));
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
    void everyBadValueIsMarkedOnItsOwnFieldAtOnce() throws Exception {
        EditorModel e = editor();
        FieldModel real = e.field("storage.real").orElseThrow();
        FieldModel users = e.field("workloads[0].users").orElseThrow();
        FieldModel duration = e.field("run.duration").orElseThrow();
        real.setText("4 parsecs");
        users.setText("-5");
        duration.setText("soon");

        ScenarioException expected = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.bind(e.document(), TestFiles.registry()));
        assertEquals(3, expected.problems().size(), expected.messages().toString());
        assertEquals(String.join("\n", expected.messages()), e.problemProperty().get());
        for (FieldModel f : java.util.List.of(real, users, duration)) {
            assertNotNull(f.getError(), f.path());
            assertTrue(e.problemProperty().get().contains(f.path() + ": " + f.getError()), f.getError());
        }

        users.setText("25");
        assertNull(users.getError());
        assertNotNull(real.getError(), "the others stay marked until they are put right");
        assertNotNull(duration.getError());
        real.setText("4MiB");
        duration.setText("2min");
        assertEquals("", e.problemProperty().get());
        assertNotNull(e.getScenario());
    }

    @Test
    void aRecordLevelProblemIsMarkedOnItsSection() throws Exception {
        EditorModel e = editor();
        e.field("storage.real").orElseThrow().setText("4GiB");
        e.field("storage.locked").orElseThrow().setText("2GiB");
        Section storage = e.sections().stream().filter(s -> s.path().equals("storage")).findFirst().orElseThrow();
        assertNotNull(storage.error().get());
        assertTrue(storage.error().get().contains("below the 2 GB line"), storage.error().get());
    }

    @Test
    void aValueThatBreaksARuleWithItsNeighbourIsMarkedWhereItWasTypedToo() throws Exception {
        EditorModel e = editor();
        var workingSet = e.field("workloads[0].workingSet").orElseThrow();
        workingSet.setText("280");
        var addressSpace = e.field("workloads[0].addressSpace").orElseThrow();
        assertNotNull(addressSpace.getError(), "the rule is the address space's");
        assertNotNull(workingSet.getError(), "and the value typed broke it");
        assertTrue(workingSet.getError().startsWith("with addressSpace: workingSet (280)"), workingSet.getError());
        workingSet.setText("30");
        assertEquals(null, workingSet.getError());
        assertEquals(null, addressSpace.getError());
        e.field("storage.real").orElseThrow().setText("lots");
        assertEquals(null, workingSet.getError(), "a problem elsewhere is not the typed field's");
    }

    /**
     * The rule's fields are marked whichever was typed last: a working set too large for the address space, hidden
     * while another value of the workload is out of range (the rule is checked between valid values), is marked on
     * both when that other value is corrected.
     */
    @Test
    void aRuleBetweenValuesIsMarkedOnEachWhateverWasTypedLast() throws Exception {
        EditorModel e = editor();
        var workingSet = e.field("workloads[0].workingSet").orElseThrow();
        var trivialFraction = e.field("workloads[0].trivialFraction").orElseThrow();
        workingSet.setText("300");
        trivialFraction.setText("1.5");
        assertNotNull(trivialFraction.getError());
        trivialFraction.setText("0.5");
        assertEquals(null, trivialFraction.getError());
        assertNotNull(e.field("workloads[0].addressSpace").orElseThrow().getError(), "the rule is the address space's");
        assertNotNull(workingSet.getError(), "and the working set is marked with it, though typed before");
        assertTrue(workingSet.getError().startsWith("with addressSpace: workingSet (300)"), workingSet.getError());
    }

    @Test
    void aValueThatDoesNotReadIsMarkedAloneNotOnANeighbourItsMessageHappensToName() throws Exception {
        // "unknown duration unit 'furlongs'" at warmUp had marked the duration field beside it too, a valid value.
        EditorModel e = editor();
        var warmUp = e.field("run.warmUp").orElseThrow();
        warmUp.setText("5 furlongs");
        assertNotNull(warmUp.getError());
        assertEquals(null, e.field("run.duration").orElseThrow().getError());
    }

    @Test
    void storageLeftWithNothingPageableIsMarkedOnTheFieldToShrink() throws Exception {
        EditorModel e = editor();
        var locked = e.field("storage.locked").orElseThrow();
        locked.setText("3MiB");
        assertNotNull(locked.getError());
        assertTrue(locked.getError().contains("leave no pageable storage"), locked.getError());
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

    /** A Linux guest that writes and reads a file on a DEDICATEd disk of its own, as the fast-CCW scenarios. */
    private EditorModel guestDiskEditor() throws Exception {
        Path file = temp.resolve("ballast.yaml");
        Files.writeString(file, """
                name: ballast on a dedicated disk
                processor: { type: ibm-2064-109 }
                storage: { real: 1GiB }
                channels: [ { name: chp-paging }, { name: chp-linux } ]
                pagingDevices:
                  - { type: ramac-1-3990-6, channel: chp-paging }
                guestDevices:
                  - { name: lvm, type: ramac-1-3990-6, channel: chp-linux, workload: ballast, access: dedicated }
                workloads:
                  - { type: linux-ballast-io, name: ballast, storage: 128MiB, readPasses: 1 }
                run: { seed: 1, warmUp: 0s, duration: 60s, replications: 1 }
                """);
        return new EditorModel(ScenarioDocument.read(file), TestFiles.registry());
    }

    @Test
    void guestDisksAreEditedInTheirOwnSections() throws Exception {
        EditorModel e = guestDiskEditor();
        assertEquals("", e.problemProperty().get());
        assertEquals(1, e.getScenario().guestDevices().size());
        Section disks = e.sections().stream().filter(s -> s.path().equals("guestDevices[0]")).findFirst()
                .orElseThrow();
        assertTrue(disks.removable());
        assertTrue(disks.title().startsWith("Guest disks 1"), disks.title());
        FieldModel workload = e.field("guestDevices[0].workload").orElseThrow();
        assertEquals(FieldModel.Kind.CHOICE, workload.kind());
        assertEquals(java.util.List.of("ballast"), workload.choices(), "the workloads' names");
        assertEquals(java.util.List.of("chp-paging", "chp-linux"),
                e.field("guestDevices[0].channel").orElseThrow().choices());
        assertEquals(FieldModel.Kind.PLUGIN, e.field("guestDevices[0].type").orElseThrow().kind());
        // The device plugin's own parameters, checked by the loader in place.
        FieldModel hits = e.field("guestDevices[0].readHitRatio").orElseThrow();
        hits.setText("1.5");
        assertNull(e.getScenario());
        assertNotNull(hits.getError(), e.problemProperty().get());
        hits.setText("1.0");
        assertNotNull(e.getScenario());
        assertEquals(1.0, e.getScenario().guestDevices().get(0).device().parameters().decimal("readHitRatio"));

        // Without its disk the workload cannot run, and the loader says so on the list.
        e.remove("guestDevices[0]");
        assertFalse(e.field("guestDevices[0].workload").isPresent());
        assertTrue(e.problemProperty().get().contains("guestDevices"), e.problemProperty().get());
        // Added back: one disk for the last workload, on the first channel.
        e.addGuestDiskGroup();
        assertEquals("ballast", e.document().get("guestDevices[0].workload").orElseThrow());
        assertEquals("chp-paging", e.document().get("guestDevices[0].channel").orElseThrow());
        assertEquals(EditorModel.GUEST_DISK_TYPE, e.document().get("guestDevices[0].type").orElseThrow());
        assertEquals("", e.problemProperty().get());
        // A second group for the same single guest is one disk too many: marked, not refused.
        e.addGuestDiskGroup();
        assertEquals("ballast-disk-2", e.document().get("guestDevices[1].name").orElseThrow());
        assertNull(e.getScenario());
        e.remove("guestDevices[1]");
        assertNotNull(e.getScenario());

        Path out = temp.resolve("out.yaml");
        Files.writeString(out, e.document().toYaml());
        assertEquals(1, ScenarioLoader.load(out, TestFiles.registry()).guestDevices().size());
    }

    @Test
    void aChannelIsRemovedBesideItsName() throws Exception {
        EditorModel e = editor();
        assertEquals("channels[0]", e.field("channels[0].name").orElseThrow().item());
        assertNull(e.field("storage.real").orElseThrow().item());
        e.addChannel();
        assertEquals("channels[1]", e.field("channels[1].name").orElseThrow().item());
        e.remove("channels[1]");
        assertFalse(e.field("channels[1].name").isPresent());
        assertEquals("", e.problemProperty().get());
        // Removing the channel a device is on leaves the device's channel unknown: marked on the device.
        e.addChannel();
        e.remove("channels[0]");
        assertEquals("ch2", e.field("channels[0].name").orElseThrow().getText());
        assertNull(e.getScenario());
        assertNotNull(e.field("pagingDevices[0].channel").orElseThrow().getError(), e.problemProperty().get());
        e.field("pagingDevices[0].channel").orElseThrow().setText("ch2");
        assertEquals("", e.problemProperty().get());
    }

    @Test
    void publishedFiguresAreEditedAddedAndRemoved() throws Exception {
        EditorModel e = editor();
        assertEquals("response.mean", e.field("published.figures[0].metric").orElseThrow().getText());
        assertTrue(e.sections().stream().anyMatch(s -> s.path().equals("published.figures[0]") && s.removable()
                && s.title().equals("Published figure 1")));
        assertEquals("as the block's (0.15)", e.field("published.figures[0].tolerance").orElseThrow().prompt(),
                "a figure without a tolerance takes the block's");
        FieldModel value = e.field("published.figures[0].value").orElseThrow();
        value.setText("fast");
        assertNotNull(value.getError(), e.problemProperty().get());
        value.setText("0.8");
        assertEquals(0.8, e.getScenario().published().orElseThrow().figures().get(0).value());

        e.addPublishedFigure();
        assertEquals("response.mean", e.document().get("published.figures[1].metric").orElseThrow());
        e.field("published.figures[1].metric").orElseThrow().setText("q1.seconds");
        e.field("published.figures[1].tolerance").orElseThrow().setText("0.2");
        assertEquals(2, e.getScenario().published().orElseThrow().figures().size());
        e.remove("published.figures[0]");
        assertEquals("q1.seconds", e.getScenario().published().orElseThrow().figures().get(0).metric());

        Path out = temp.resolve("out.yaml");
        Files.writeString(out, e.document().toYaml());
        assertEquals(0.2, ScenarioLoader.load(out, TestFiles.registry()).published().orElseThrow().figures().get(0)
                .tolerance());
    }

    @Test
    void aFirstPublishedFigureAsksForItsValueAndSource() throws Exception {
        EditorModel e = guestDiskEditor();
        assertTrue(e.getScenario().published().isEmpty());
        assertEquals("", e.field("published.source").orElseThrow().getText());
        e.addPublishedFigure();
        assertNull(e.getScenario(), "a figure without a value, in a block without a source");
        e.field("published.figures[0].value").orElseThrow().setText("0.05");
        e.field("published.source").orElseThrow().setText("our own measurement, 2026-11-26");
        assertEquals("", e.problemProperty().get());
        assertEquals(0.05, e.getScenario().published().orElseThrow().figures().get(0).value());
    }
}
