package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One answer as the audit saw it: status (0 when no answer came, with the reason in {@code
 * error}), header fields by lower-case name, and the body bytes exactly as received (after
 * transfer decoding; the audit asks for no content coding, so these are the bytes a digest covers).
 */
record Response(String url, int status, Map<String, List<String>> headers, byte[] body, String error) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Response failed(String url, String error) {
        return new Response(url, 0, Map.of(), new byte[0], error);
    }

    Optional<String> header(String name) {
        List<String> values = headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
        return values.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", values));
    }

    /** The media type without parameters, lower-cased ({@code text/markdown}); empty when absent. */
    String mediaType() {
        String type = header("content-type").orElse("");
        int semicolon = type.indexOf(';');
        return (semicolon < 0 ? type : type.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
    }

    /** Whether {@code Vary} names {@code field} (or is {@code *}). */
    boolean varies(String field) {
        for (String token : header("vary").orElse("").split(",", -1)) {
            String name = token.strip();
            if (name.equals("*") || name.equalsIgnoreCase(field)) {
                return true;
            }
        }
        return false;
    }

    String text() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** The body as JSON, or empty when it is not JSON. */
    Optional<JsonNode> json() {
        try {
            return Optional.of(JSON.readTree(body));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** "200 application/json", or "no answer (reason)": how a check names what it saw. */
    String summary() {
        return status == 0 ? "no answer (" + error + ")" : status + (mediaType().isEmpty() ? "" : " " + mediaType());
    }
}
