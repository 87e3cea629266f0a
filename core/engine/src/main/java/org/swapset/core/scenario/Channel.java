package org.swapset.core.scenario;

/**
 * A channel (path) that paging devices share: one data transfer at a time.
 *
 * @param name the name devices refer to
 */
public record Channel(String name) {
}
