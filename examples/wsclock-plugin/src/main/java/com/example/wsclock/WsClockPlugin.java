package com.example.wsclock;

import org.swapset.spi.SwapsetPlugin;

/** The plugin: contributes the {@code wsclock} replacement policy. Listed in META-INF/services. */
public final class WsClockPlugin extends SwapsetPlugin {

    @Override
    protected void contribute(Contributions contributions) {
        contributions.add(new WsClockFactory());
    }

    @Override
    public String name() {
        return "wsclock-plugin";
    }
}
