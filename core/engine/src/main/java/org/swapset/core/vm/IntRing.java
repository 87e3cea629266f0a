package org.swapset.core.vm;

/** A FIFO queue of ints in a fixed ring buffer: no allocation after construction. */
final class IntRing {

    private final int[] items;
    private int head;
    private int size;

    IntRing(int capacity) {
        items = new int[Math.max(1, capacity)];
    }

    void add(int value) {
        if (size == items.length) {
            throw new IllegalStateException("queue of capacity " + items.length + " is full");
        }
        int i = head + size++;
        items[i < items.length ? i : i - items.length] = value; // no division: head and size are below the length
    }

    int poll() {
        if (size == 0) {
            throw new IllegalStateException("poll from an empty queue");
        }
        int value = items[head];
        head = head + 1 == items.length ? 0 : head + 1;
        size--;
        return value;
    }

    /** The head, left in place. */
    int peek() {
        if (size == 0) {
            throw new IllegalStateException("peek at an empty queue");
        }
        return items[head];
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }
}
