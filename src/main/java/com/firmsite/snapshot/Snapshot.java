package com.firmsite.snapshot;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Everything the server sends, rendered and encoded once. Immutable: a content reload builds a new
 * snapshot and swaps it in whole, so a request sees one version of the site from start to end.
 *
 * @param resources every published path
 * @param notFound the negotiated 404 page ({@code page_not_found}) in HTML and Markdown
 * @param methodNotAllowed the negotiated 405 page in HTML and Markdown, with {@code Allow}
 * @param nextPublication when the next scheduled publication goes live: from then on this snapshot
 *     is out of date and a new one is built (see {@code live.LiveSnapshot}); empty when none is scheduled
 *
 * <p>It holds what is sent and nothing it was built from (the parsed site, the rendered strings):
 * a large site is not held twice, and a snapshot restored from the start-up cache ({@code
 * SnapshotFile}) is the same kind of value as a freshly built one.
 */
public record Snapshot(
        String baseUrl,
        Map<String, Resource> resources,
        Resource.Page notFound,
        Resource.Page methodNotAllowed,
        Optional<Instant> nextPublication) {

    /**
     * The key of the 404 page in another language than the default: a request under {@code
     * /<language>/} that finds nothing gets it (docs/decisions.md §9.7). It holds a control character,
     * which no decoded request path does (the server refuses them), so no request reaches it by its
     * path, as {@code content.Redirect.queryKey} does for redirects with a query.
     */
    public static String notFoundKey(String language) {
        return NOT_FOUND_KEY + language;
    }

    /** What every language's 404 key starts with. */
    public static final String NOT_FOUND_KEY = "\u0001404 ";

    /** Whether a publication scheduled when this was built is due at {@code now}: this snapshot no longer shows the site. */
    public boolean outOfDateAt(Instant now) {
        return nextPublication.isPresent() && !now.isBefore(nextPublication.get());
    }

    public Optional<Resource> resource(String path) {
        return Optional.ofNullable(resources.get(path));
    }

    /**
     * The resource at {@code path} (null if none) for a look that is not a request's: a snapshot read
     * from the start-up cache decodes it without keeping it ({@link StoredResources#peek}), so that a
     * reload comparing every path leaves the site it serves as little decoded as it was.
     */
    public Resource peek(String path) {
        return peek(resources, path);
    }

    /** As {@link #peek(String)}, in a snapshot's {@code resources}. */
    static Resource peek(Map<String, Resource> resources, String path) {
        return switch (resources) {
            case StoredResources stored -> stored.peek(path);
            case PatchedResources patched -> patched.peek(path);
            default -> resources.get(path);
        };
    }

    /** Every variant held: each resource's, then the 404 page's and the 405 page's. */
    Stream<Variant> variants() {
        return Stream.concat(resources.values().stream(), Stream.of(notFound, methodNotAllowed))
                .flatMap(resource -> resource.variants().stream());
    }

    /**
     * The first path (in order; {@code (404)} and {@code (405)} for the error pages) that {@code
     * other} answers with different bytes: another set of codings, or another head, shared head, 304
     * head or body in any of them. Empty when both send exactly the same responses.
     */
    public Optional<String> firstDifference(Snapshot other) {
        if (!baseUrl.equals(other.baseUrl)) {
            return Optional.of("(base URL)");
        }
        if (!nextPublication.equals(other.nextPublication)) {
            return Optional.of("(next scheduled publication)");
        }
        Map<String, List<List<String>>> mine = wire(this);
        Map<String, List<List<String>>> theirs = wire(other);
        for (String path : mine.keySet()) {
            if (!mine.get(path).equals(theirs.get(path))) {
                return Optional.of(path);
            }
        }
        return theirs.keySet().stream().filter(path -> !mine.containsKey(path)).findFirst();
    }

    private static Map<String, List<List<String>>> wire(Snapshot snapshot) {
        Map<String, List<List<String>>> wire = new TreeMap<>();
        snapshot.resources.forEach((path, resource) -> wire.put(path, wire(resource)));
        wire.put("(404)", wire(snapshot.notFound));
        wire.put("(405)", wire(snapshot.methodNotAllowed));
        return wire;
    }

    private static List<List<String>> wire(Resource resource) {
        List<List<String>> wire = new ArrayList<>();
        for (Variant variant : resource.variants()) {
            for (Encoding encoding : Encoding.values()) {
                variant.encoded(encoding)
                        .ifPresent(encoded -> wire.add(List.of(
                                encoding.token(),
                                latin1(encoded.head()),
                                latin1(encoded.sharedHead()),
                                latin1(encoded.notModifiedHead()),
                                latin1(encoded.body()))));
            }
        }
        return wire;
    }

    private static String latin1(ByteBuf bytes) {
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }
}
