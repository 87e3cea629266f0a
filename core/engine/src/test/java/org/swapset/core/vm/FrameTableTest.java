package org.swapset.core.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FrameTableTest {

    private final boolean[] inQueue = new boolean[2];

    private FrameTable tableWithPagesIn(int frames, int used) {
        FrameTable table = new FrameTable(frames, 0, inQueue);
        for (int i = 0; i < used; i++) {
            table.assign(table.takeFree(), 0, i, FrameTable.IN_USE);
        }
        return table;
    }

    @Test
    void lockedFramesAreNotPageableNorFree() {
        FrameTable table = new FrameTable(8, 3, inQueue);
        assertEquals(5, table.freeCount());
        assertEquals(FrameTable.LOCKED, table.state(7));
        assertFalse(table.isReclaimable(7));
        assertThrows(IllegalArgumentException.class, () -> new FrameTable(4, 4, inQueue));
    }

    @Test
    void theFlushListGivesFramesBackOldestFirstOrNewestFirst() {
        FrameTable table = tableWithPagesIn(8, 4);
        table.flush(2);
        table.flush(0);
        table.flush(3);
        assertEquals(3, table.flushCount());
        assertEquals(FrameTable.FLUSH, table.state(0));
        assertFalse(table.isReclaimable(0)); // the core table scan passes flushed frames by

        assertEquals(3, table.takeFlushed(true));  // LIFO end
        assertEquals(2, table.takeFlushed(false)); // FIFO end
        assertEquals(FrameTable.IN_USE, table.state(2));
        assertEquals(1, table.flushCount());
    }

    @Test
    void logicallySwappedFramesAreCountedThroughEveryChangeOfState() {
        FrameTable table = tableWithPagesIn(8, 4);
        table.setState(0, FrameTable.LOGICAL);
        table.setState(1, FrameTable.LOGICAL);
        table.setState(1, FrameTable.LOGICAL); // no change
        assertEquals(2, table.logicalCount());
        table.setState(0, FrameTable.PAGE_OUT); // swapped out
        assertEquals(1, table.logicalCount());
        int to = table.takeFree();
        table.move(1, to);                       // moved, still logically swapped
        assertEquals(FrameTable.LOGICAL, table.state(to));
        assertEquals(1, table.logicalCount());
        table.release(to);                       // given back (CMS RELPAGE)
        assertEquals(0, table.logicalCount());
    }

    @Test
    void aReferencedPageLeavesTheFlushListFromAnywhereInIt() {
        FrameTable table = tableWithPagesIn(8, 4);
        table.flush(0);
        table.flush(1);
        table.flush(2);
        table.unflush(1); // reclaimed from the middle
        assertEquals(FrameTable.IN_USE, table.state(1));
        assertEquals(0, table.takeFlushed(false));
        assertEquals(2, table.takeFlushed(false));
        assertEquals(-1, table.takeFlushed(false));
        assertEquals(0, table.flushCount());
    }

    @Test
    void onlyInUseFramesCanBeFlushed() {
        FrameTable table = tableWithPagesIn(4, 1);
        assertThrows(IllegalStateException.class, () -> table.flush(3)); // free
    }

    @Test
    void referenceAndChangeBits() {
        FrameTable table = tableWithPagesIn(4, 1);
        int f = 0; // the free list hands out frames from the lowest
        assertEquals(0, table.page(f));
        table.reference(f, false);
        assertTrue(table.isReferenced(f));
        assertFalse(table.isChanged(f));
        table.reference(f, true);
        assertTrue(table.isChanged(f));
        table.clearReferenced(f);
        assertFalse(table.isReferenced(f));
        assertTrue(table.isChanged(f));
    }

    @Test
    void theTwoGigabyteLineSplitsTheFreeFramesAndUserPagesGoAboveFirst() {
        // 10 frames, 4 below the line; the top 1 below is locked (CP), the last 2 above are locked (minidisk cache).
        FrameTable table = new FrameTable(10, 4, 1, 2, new boolean[1]);
        assertEquals(FrameTable.LOCKED, table.state(3));
        assertEquals(FrameTable.LOCKED, table.state(8));
        assertEquals(FrameTable.LOCKED, table.state(9));
        assertEquals(3, table.freeBelowCount());
        assertEquals(4, table.freeAboveCount());
        for (int i = 0; i < 4; i++) {
            int f = table.takeFree();
            assertFalse(table.isBelowLine(f), "frame " + f + " should be above the line");
            table.assign(f, 0, i, FrameTable.IN_USE);
        }
        int f = table.takeFree(); // none left above: below
        assertTrue(table.isBelowLine(f));
        assertEquals(2, table.freeBelowCount());
        table.release(f);
        assertEquals(3, table.freeBelowCount());
    }

    @Test
    void aPageMovesWithItsBitsAndItsOldFrameGoesBackToItsOwnFreeList() {
        FrameTable table = new FrameTable(8, 4, 0, 0, new boolean[1]);
        int above = table.takeFreeAbove();
        table.assign(above, 0, 5, FrameTable.IN_USE);
        table.reference(above, true);
        int below = table.takeFreeBelow();
        table.move(above, below);
        assertEquals(5, table.page(below));
        assertEquals(0, table.owner(below));
        assertTrue(table.isReferenced(below) && table.isChanged(below));
        assertEquals(FrameTable.FREE, table.state(above));
        assertEquals(4, table.freeAboveCount());
        assertEquals(3, table.freeBelowCount());
        assertEquals(1, table.inUse());
    }

    @Test
    void withoutStorageAboveTheLineLockedFramesAreTheLastOnes() {
        FrameTable table = new FrameTable(6, 2, new boolean[1]);
        assertEquals(FrameTable.LOCKED, table.state(4));
        assertEquals(FrameTable.LOCKED, table.state(5));
        assertEquals(4, table.freeCount());
        assertEquals(0, table.freeAboveCount());
    }
}
