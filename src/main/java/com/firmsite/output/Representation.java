package com.firmsite.output;

import java.nio.charset.StandardCharsets;

/** One rendered body and its media type. The bytes are exactly what is sent (before encoding). */
public record Representation(MediaType type, byte[] body) {

    public static Representation of(MediaType type, String text) {
        return new Representation(type, text.getBytes(StandardCharsets.UTF_8));
    }
}
