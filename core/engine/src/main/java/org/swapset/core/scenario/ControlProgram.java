package org.swapset.core.scenario;

/**
 * What the control program's own work costs, in instructions, charged as CP CPU time at the processor's speed.
 *
 * @param faultInstructions     handling one page fault (finding the page, getting a frame, bookkeeping)
 * @param startIoInstructions   building and starting one paging start-I/O
 * @param interruptInstructions handling one I/O interrupt
 * @param dispatchInstructions  one dispatch of a user onto a processor
 */
public record ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                             double dispatchInstructions) {
    public ControlProgram {
        if (faultInstructions < 0 || startIoInstructions < 0 || interruptInstructions < 0 || dispatchInstructions < 0) {
            throw new IllegalArgumentException("control-program costs must not be negative");
        }
    }
}
