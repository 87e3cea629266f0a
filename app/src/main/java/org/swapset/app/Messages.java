package org.swapset.app;

/** How the command line and the desktop put an error on one line. */
public final class Messages {

    private Messages() {
    }

    /** The message with its line breaks (and the blanks around them) turned into single spaces; "" for null. */
    public static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*\\R\\s*", " ");
    }

    /** The exception's message on one line, or its class name when it has none. */
    public static String oneLine(Throwable e) {
        return oneLine(e.getMessage() == null ? e.getClass().getName() : e.getMessage());
    }
}
