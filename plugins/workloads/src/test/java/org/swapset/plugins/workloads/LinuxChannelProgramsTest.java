package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swapset.plugins.workloads.LinuxChannelPrograms.Architecture;

/**
 * Linux builds a channel program in a buffer of one size in both modes; a z/Architecture CCW takes twice the storage,
 * so a 64-bit guest moves half as many blocks per start-subchannel and issues twice as many per MB.
 */
class LinuxChannelProgramsTest {

    private static final long BLOCKS_PER_MB = (1 << 20) / LinuxChannelPrograms.BLOCK_BYTES;

    @Test
    void linuxPicksItsModeByStorageSize() {
        assertEquals(Architecture.ESA390, Architecture.forStorage(128L << 20));
        assertEquals(Architecture.ESA390, Architecture.forStorage(2L << 30));
        assertEquals(Architecture.Z, Architecture.forStorage(3072L << 20));
    }

    @Test
    void aZArchitectureGuestGetsHalfTheDataCcwsPerStartSubchannel() {
        LinuxChannelPrograms esa = new LinuxChannelPrograms(Architecture.ESA390, 64);
        LinuxChannelPrograms z = new LinuxChannelPrograms(Architecture.Z, 64);
        assertEquals(8, esa.blocksPerProgram());
        assertEquals(4, z.blocksPerProgram());
        assertEquals(10, LinuxChannelPrograms.ccws(esa.blocksPerProgram()), "8 data CCWs, Define Extent, Locate Record");
        assertEquals(6, LinuxChannelPrograms.ccws(z.blocksPerProgram()));
    }

    @Test
    void andSoTwiceTheStartSubchannelsPerMb() {
        for (int buffer : new int[] {64, 128, 256, 1024}) {
            LinuxChannelPrograms esa = new LinuxChannelPrograms(Architecture.ESA390, buffer);
            LinuxChannelPrograms z = new LinuxChannelPrograms(Architecture.Z, buffer);
            assertEquals(2 * esa.startSubchannels(BLOCKS_PER_MB), z.startSubchannels(BLOCKS_PER_MB), "buffer " + buffer);
        }
        assertEquals(32, new LinuxChannelPrograms(Architecture.ESA390, 64).startSubchannels(BLOCKS_PER_MB));
    }

    @Test
    void aPartProgramAtTheEndCountsAsAStartSubchannel() {
        assertEquals(2, new LinuxChannelPrograms(Architecture.ESA390, 64).startSubchannels(9));
    }
}
