/**
 * The bundled processor models: the IBM 4341 Model Group 2, the dyadic 3081 models D and K, and the z900 (2064) as
 * the 2-CPU LPAR and the 8-way machine of IBM's published z/VM measurements. Each is one {@link
 * org.swapset.plugins.processors.ProcessorFigures} record read by one small factory; every figure cites its row of
 * the project's facts sheet (FACTS.md section 2), and estimates are marked [EST] there and here, with a
 * {@code mipsPerCpu} parameter so a planner can replace the estimate with a measured figure.
 */
package org.swapset.plugins.processors;
