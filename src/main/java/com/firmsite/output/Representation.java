package com.firmsite.output;

import java.nio.charset.StandardCharsets;

/**
 * One rendered body and its media type. The bytes are exactly what is sent (before encoding); they
 * may move out of the heap once a saved snapshot file holds them ({@link Bytes}).
 */
public record Representation(MediaType type, Bytes bytes) {

    public Representation(MediaType type, byte[] body) {
        this(type, Bytes.of(body));
    }

    public static Representation of(MediaType type, String text) {
        return new Representation(type, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The body as an array (see {@link Bytes#array}: a copy once the bytes moved to a file). */
    public byte[] body() {
        return bytes.array();
    }
}
