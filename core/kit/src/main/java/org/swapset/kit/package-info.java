/**
 * The plugin conformance kit: abstract JUnit 5 test classes a plugin author extends, one per SPI family, that check
 * the contract the engine relies on against small fakes of the engine's side of it.
 *
 * <p>Extend {@link org.swapset.kit.ReplacementPolicyConformance}, {@link org.swapset.kit.PagingDeviceConformance},
 * {@link org.swapset.kit.ProcessorConformance}, {@link org.swapset.kit.WorkloadConformance},
 * {@link org.swapset.kit.SlotAllocatorConformance}, {@link org.swapset.kit.PageOutDeviceSelectorConformance},
 * {@link org.swapset.kit.SchedulerPolicyConformance} or {@link org.swapset.kit.SwapPolicyConformance} and return your
 * factory; every family's class also checks the factory's id and parameter descriptors
 * ({@link org.swapset.kit.FactoryConformance}), and {@link org.swapset.kit.PluginConformance} checks the plugin module
 * as the host will load it. The fakes drive a plugin the way the engine does (a frame table whose frames are loaded,
 * referenced, flushed, chosen and written out; a device asked to plan start-I/Os; guests asked for transactions; users'
 * pages trimmed, logically swapped and swapped out in sets through {@link org.swapset.kit.KitPagingControl}), so
 * passing the kit means the plugin keeps the contract documented on the SPI's interfaces, not merely that it runs.
 *
 * <p>Everything the kit does is repeatable: its random choices come from a {@link org.swapset.spi.RandomStream} with
 * a fixed seed, which a subclass may change by overriding {@code seed()}.
 */
package org.swapset.kit;
