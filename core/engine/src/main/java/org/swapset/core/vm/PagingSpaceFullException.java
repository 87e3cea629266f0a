package org.swapset.core.vm;

/**
 * The modelled system cannot go on: a page must be written and every slot of every paging device holds a page. This
 * is a limit of the configuration (too little paging space for the workloads' address spaces), not a fault in
 * Swapset or a plugin, so the command line says "cannot run" rather than "internal error", and a capacity search
 * takes it as the most users the system can hold.
 */
public final class PagingSpaceFullException extends IllegalStateException {

    public PagingSpaceFullException(String message) {
        super(message);
    }
}
