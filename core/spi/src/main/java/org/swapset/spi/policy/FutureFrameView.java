package org.swapset.spi.policy;

/**
 * The frame table of a trace replay, for a policy with {@link Capability#FUTURE_KNOWLEDGE}: it also tells when each
 * frame's page is next referenced. Only a recorded trace can answer; a simulation never passes one.
 */
public interface FutureFrameView extends FrameView {

    /** The position in the trace of the next reference to the page in this frame, or {@link Long#MAX_VALUE}. */
    long nextReference(int frame);
}
