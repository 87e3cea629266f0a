package org.swapset.core.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The minidisk cache holds a block only once it has been read through it: a first read never hits, a write inserts
 * nothing, and the least recently used blocks leave first.
 */
class MinidiskCacheTest {

    @Test
    void aFirstReadMissesAndASecondReadOfTheSameBlocksHits() {
        MinidiskCache mdc = new MinidiskCache(100);
        assertFalse(mdc.holdsAll(0, 10, 8));
        mdc.read(0, 10, 8);
        assertTrue(mdc.holdsAll(0, 10, 8));
        assertFalse(mdc.holdsAll(1, 10, 8), "another disk's blocks of the same numbers");
    }

    @Test
    void writtenBlocksAreNotInsertedSoTheFirstReadOfAWrittenFileMisses() {
        MinidiskCache mdc = new MinidiskCache(100);
        mdc.written(0, 0, 32);
        assertEquals(0, mdc.size());
        assertFalse(mdc.holdsAll(0, 0, 8));
    }

    @Test
    void aReadHitsOnlyWhenEveryBlockOfItsChannelProgramIsHeld() {
        MinidiskCache mdc = new MinidiskCache(100);
        mdc.read(0, 0, 4);
        assertFalse(mdc.holdsAll(0, 0, 8));
        assertTrue(mdc.holdsAll(0, 0, 4));
    }

    @Test
    void theLeastRecentlyUsedBlocksLeaveFirst() {
        MinidiskCache mdc = new MinidiskCache(16);
        mdc.read(0, 0, 8);
        mdc.read(0, 100, 8);
        mdc.written(0, 0, 8);      // a write refreshes the blocks it holds: 0..7 are now the most recent
        mdc.read(0, 200, 8);       // evicts 100..107
        assertEquals(16, mdc.size());
        assertTrue(mdc.holdsAll(0, 0, 8));
        assertFalse(mdc.holdsAll(0, 100, 1));
        assertTrue(mdc.holdsAll(0, 200, 8));
    }

    @Test
    void aSequentialFileLargerThanTheCacheNeverHitsOnTheNextPass() {
        MinidiskCache mdc = new MinidiskCache(64);
        int hits = 0;
        for (int pass = 0; pass < 3; pass++) {
            for (int b = 0; b < 128; b += 8) {
                hits += mdc.holdsAll(0, b, 8) ? 1 : 0;
                mdc.read(0, b, 8);
            }
        }
        assertEquals(0, hits);
    }

    @Test
    void manyInsertionsAndEvictionsKeepTheTableConsistent() {
        MinidiskCache mdc = new MinidiskCache(1000);
        for (int i = 0; i < 50_000; i++) {
            mdc.read(i % 3, (i * 7919) % 20_000, 1);
        }
        assertEquals(1000, mdc.size());
        int last = (49_999 * 7919) % 20_000;
        assertTrue(mdc.holdsAll(49_999 % 3, last, 1));
    }

    @Test
    void aCacheWithoutStorageHoldsNothing() {
        MinidiskCache mdc = new MinidiskCache(0);
        mdc.read(0, 0, 8);
        assertEquals(0, mdc.size());
        assertFalse(mdc.holdsAll(0, 0, 1));
    }
}
