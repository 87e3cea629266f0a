package org.swapset.plugins.workloads;

/**
 * How a Linux guest's DASD driver packs its I/O into ECKD channel programs, as the fast-CCW seed ("64-bit Fast CCW
 * Translation", z/VM 4.2.0 performance report) found it in I/O traces: the driver builds each channel program in a
 * buffer of the same size whether the guest runs ESA/390 or z/Architecture, and a z/Architecture channel program takes
 * twice the storage per CCW (the CCW and its 64-bit indirect data address word), so a 64-bit guest gets half as many
 * data CCWs per start-subchannel and issues twice as many start-subchannels per MB.
 *
 * <p>Each data CCW moves one 4 KB block (the volume is formatted with 4 KB blocks). Besides its data CCWs a channel
 * program has {@value #CONTROL_CCWS} control CCWs, Define Extent and Locate Record, kept in the request's fixed header
 * rather than the buffer.
 */
final class LinuxChannelPrograms {

    /** Define Extent and Locate Record, at the head of every ECKD channel program. */
    static final int CONTROL_CCWS = 2;

    /** The bytes of a 4 KB block. */
    static final int BLOCK_BYTES = 4096;

    /** Storage sizes above this run z/Architecture: Linux picks its mode by storage size (the seed). */
    static final long TWO_GB = 2L << 30;

    /** The guest's architecture mode, with the storage one data CCW takes in its channel programs. */
    enum Architecture {
        /** ESA/390, 31-bit: an 8-byte format-1 CCW. */
        ESA390("ESA/390 (31-bit)", 8),
        /** z/Architecture, 64-bit: the CCW and its 8-byte IDAW, twice the storage. */
        Z("z/Architecture (64-bit)", 16);

        final String label;
        final int ccwBytes;

        Architecture(String label, int ccwBytes) {
            this.label = label;
            this.ccwBytes = ccwBytes;
        }

        /** What Linux picks for a guest of this much storage: z/Architecture above 2 GB, else ESA/390. */
        static Architecture forStorage(long bytes) {
            return bytes > TWO_GB ? Z : ESA390;
        }
    }

    private final Architecture architecture;
    private final int blocksPerProgram;

    /**
     * @param architecture the guest's mode
     * @param bufferBytes  the driver's buffer for one channel program's data CCWs
     */
    LinuxChannelPrograms(Architecture architecture, int bufferBytes) {
        if (bufferBytes < architecture.ccwBytes) {
            throw new IllegalArgumentException("a channel-program buffer of " + bufferBytes + " bytes holds no "
                    + architecture.label + " CCW of " + architecture.ccwBytes + " bytes");
        }
        this.architecture = architecture;
        this.blocksPerProgram = bufferBytes / architecture.ccwBytes;
    }

    Architecture architecture() {
        return architecture;
    }

    /** The most 4 KB blocks (data CCWs) one start-subchannel moves. */
    int blocksPerProgram() {
        return blocksPerProgram;
    }

    /** The CCWs of a channel program moving {@code blocks} blocks: one per block and the control CCWs. */
    static int ccws(int blocks) {
        return blocks + CONTROL_CCWS;
    }

    /** Start-subchannels to move {@code blocks} consecutive blocks, each channel program as full as the buffer allows. */
    long startSubchannels(long blocks) {
        return (blocks + blocksPerProgram - 1) / blocksPerProgram;
    }
}
