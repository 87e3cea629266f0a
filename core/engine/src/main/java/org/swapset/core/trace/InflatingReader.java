package org.swapset.core.trace;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.zip.GZIPInputStream;

/**
 * A gzip stream inflated on a thread of its own, a megabyte ahead of the reader, so that inflating (about half the
 * time of reading a gzip'd trace) and parsing run on two cores at once. Reads return what {@link GZIPInputStream}
 * would, in the same order; an error while inflating (a truncated or corrupt file) is thrown by the read that reaches
 * it. Closing stops the inflating thread and closes the underlying stream.
 */
final class InflatingReader extends InputStream {

    private static final int CHUNK = 1 << 20;
    /** Chunks inflated ahead of the reader: enough to ride out scheduling, little memory. */
    private static final int AHEAD = 4;

    /** A filled chunk, the end of the stream, or the failure that ended it. */
    private record Chunk(byte[] bytes, int length, IOException failure) {
        static final Chunk END = new Chunk(null, -1, null);
    }

    private final BlockingQueue<Chunk> filled = new ArrayBlockingQueue<>(AHEAD);
    private final BlockingQueue<byte[]> empty = new ArrayBlockingQueue<>(AHEAD + 2);
    private final Thread inflater;
    private Chunk current;
    private int position;
    private boolean ended;

    InflatingReader(InputStream compressed) throws IOException {
        GZIPInputStream gzip = new GZIPInputStream(compressed, 1 << 16); // reads the header now: errors come here
        for (int i = 0; i < AHEAD + 2; i++) {
            empty.add(new byte[CHUNK]);
        }
        inflater = new Thread(() -> inflate(gzip), "swapset-trace-inflater");
        inflater.setDaemon(true);
        inflater.start();
    }

    private void inflate(GZIPInputStream gzip) {
        try (gzip) {
            while (true) {
                byte[] bytes = empty.take();
                int length = 0;
                int n;
                while (length < bytes.length && (n = gzip.read(bytes, length, bytes.length - length)) > 0) {
                    length += n;
                }
                if (length > 0) {
                    filled.put(new Chunk(bytes, length, null));
                }
                if (length < bytes.length) {
                    filled.put(Chunk.END);
                    return;
                }
            }
        } catch (IOException e) {
            putQuietly(new Chunk(null, -1, e));
        } catch (InterruptedException e) {
            // closed by the reader
        } catch (RuntimeException | Error e) {
            putQuietly(new Chunk(null, -1, new IOException("inflating failed: " + e, e)));
        }
    }

    private void putQuietly(Chunk chunk) {
        try {
            filled.put(chunk);
        } catch (InterruptedException e) {
            // closed by the reader
        }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (ended) {
            return -1;
        }
        if (current == null || position == current.length()) {
            if (current != null) {
                empty.add(current.bytes());
            }
            try {
                current = filled.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while reading the trace");
            }
            position = 0;
            if (current.failure() != null) {
                ended = true;
                throw current.failure();
            }
            if (current.length() < 0) {
                ended = true;
                return -1;
            }
        }
        int n = Math.min(len, current.length() - position);
        System.arraycopy(current.bytes(), position, b, off, n);
        position += n;
        return n;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public void close() throws IOException {
        inflater.interrupt();
        try {
            inflater.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
