package org.swapset.spi.hardware;

/**
 * The layout of a paging device in 4 KB page slots.
 *
 * @param cylinders         cylinders per actuator (1 for a device with no arm)
 * @param tracksPerCylinder tracks under the heads at one arm position
 * @param pagesPerTrack     4 KB page slots per track
 * @param exposures         device addresses the control unit offers for this actuator (several for a 2305), each
 *                          of which can hold one start-I/O at a time
 * @param fixedHead         true when there is no arm to move (2305, SSD): seeks cost nothing
 */
public record DeviceGeometry(int cylinders, int tracksPerCylinder, int pagesPerTrack, int exposures, boolean fixedHead) {

    public DeviceGeometry {
        if (cylinders < 1 || tracksPerCylinder < 1 || pagesPerTrack < 1 || exposures < 1) {
            throw new IllegalArgumentException("geometry figures must be positive: " + cylinders + " cylinders, "
                    + tracksPerCylinder + " tracks/cylinder, " + pagesPerTrack + " pages/track, " + exposures
                    + " exposures");
        }
    }

    /** Page slots on one cylinder: what one arm position reaches without a seek. */
    public int pagesPerCylinder() {
        return tracksPerCylinder * pagesPerTrack;
    }

    /** Page slots on the whole actuator. */
    public long capacityPages() {
        return (long) cylinders * pagesPerCylinder();
    }
}
