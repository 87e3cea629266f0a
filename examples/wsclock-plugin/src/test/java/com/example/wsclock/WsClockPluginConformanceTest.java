package com.example.wsclock;

import org.swapset.kit.PluginConformance;
import org.swapset.spi.SwapsetPlugin;

/** The plugin module as the host will load it. */
class WsClockPluginConformanceTest extends PluginConformance {

    @Override
    protected SwapsetPlugin plugin() {
        return new WsClockPlugin();
    }
}
