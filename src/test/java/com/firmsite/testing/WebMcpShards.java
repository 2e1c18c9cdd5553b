package com.firmsite.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

/**
 * The WebMCP data as an agent reads it (docs/decisions.md §6.5): the core document names the team's
 * and the publications' shards, each of at most 256 KB. Tests that look for a person or a
 * publication in that data read every shard through {@link #items}, which also checks that each
 * shard answers and that the shards hold as many items as the core says.
 */
public final class WebMcpShards {
    private static final ObjectMapper JSON = new ObjectMapper();

    private WebMcpShards() {}

    /** The core document of the default language. */
    public static JsonNode core(TestServer server) {
        return read(server.get("/assets/webmcp-data.json"), "/assets/webmcp-data.json");
    }

    /** The items of every shard of {@code kind} ({@code team}, {@code publications}) that {@code core} names, in order. */
    public static List<JsonNode> items(TestServer server, JsonNode core, String kind) {
        List<JsonNode> items = new ArrayList<>();
        for (JsonNode path : core.path("shards").path(kind).path("paths")) {
            read(server.get(path.asText()), path.asText()).path("items").forEach(items::add);
        }
        assertThat(items)
                .as("the %s shards' items", kind)
                .hasSize(core.path("shards").path(kind).path("count").asInt());
        return items;
    }

    /** The items of every shard of {@code kind} of the default language's core document. */
    public static List<JsonNode> items(TestServer server, String kind) {
        return items(server, core(server), kind);
    }

    private static JsonNode read(HttpResponse<String> response, String path) {
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(path + " is not JSON", e);
        }
    }
}
