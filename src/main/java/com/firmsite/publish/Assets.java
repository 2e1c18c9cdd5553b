package com.firmsite.publish;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Firm;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Static files bundled in the jar under {@code /assets} (stylesheet, fonts with their licence,
 * icons) and the web app manifest, which names the firm and so is generated from the site.
 * Files are listed by name rather than scanned, so what is published is visible here.
 */
public final class Assets {
    private static final MediaType WOFF2 = new MediaType("font/woff2", false);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A published path, the jar resource behind it and its media type. */
    private record Asset(String path, String resource, MediaType type) {}

    private static final List<Asset> PUBLISHED = List.of(
            new Asset("/assets/site.css", "site.css", MediaType.CSS),
            // The WebMCP module every page loads (docs/decisions.md §6).
            new Asset("/assets/webmcp.js", "webmcp.js", MediaType.JAVASCRIPT),
            // The home page's hint to the browser's preferred language (docs/decisions.md §9.11).
            new Asset("/assets/language-hint.js", "language-hint.js", MediaType.JAVASCRIPT),
            // The search form of every page and the search library it loads on first use (§6.5).
            new Asset("/assets/search.js", "search.js", MediaType.JAVASCRIPT),
            new Asset("/assets/minisearch.js", "minisearch.js", MediaType.JAVASCRIPT),
            new Asset("/assets/minisearch.LICENSE.txt", "minisearch.LICENSE.txt", MediaType.TEXT),
            new Asset("/assets/fonts/source-serif-4-latin.woff2", "fonts/source-serif-4-latin.woff2", WOFF2),
            new Asset("/assets/fonts/source-sans-3-latin.woff2", "fonts/source-sans-3-latin.woff2", WOFF2),
            new Asset(
                    "/assets/fonts/source-sans-3-latin-italic.woff2", "fonts/source-sans-3-latin-italic.woff2", WOFF2),
            new Asset("/assets/fonts/OFL.txt", "fonts/OFL.txt", MediaType.TEXT),
            // Browsers ask for /favicon.ico and /apple-touch-icon.png on their own, so those sit at the root.
            new Asset("/favicon.svg", "favicon.svg", MediaType.SVG),
            new Asset("/favicon.ico", "favicon.ico", MediaType.ICO),
            new Asset("/apple-touch-icon.png", "icons/apple-touch-icon.png", MediaType.PNG),
            new Asset("/assets/icons/icon-32.png", "icons/icon-32.png", MediaType.PNG),
            new Asset("/assets/icons/icon-192.png", "icons/icon-192.png", MediaType.PNG),
            new Asset("/assets/icons/icon-512.png", "icons/icon-512.png", MediaType.PNG),
            new Asset("/assets/icons/icon-maskable-512.png", "icons/icon-maskable-512.png", MediaType.PNG),
            new Asset("/assets/icons/facade.svg", "icons/facade.svg", MediaType.SVG),
            new Asset(PageView.SOCIAL_IMAGE, "icons/social-card.png", MediaType.PNG));

    /** The brand colour: browser chrome ({@code theme-color}) and the manifest. */
    public static final String THEME_COLOR = "#12233f";

    private Assets() {}

    public static List<Output> all(Site site) {
        List<Output> outputs = new ArrayList<>(Jar.OUTPUTS);
        outputs.add(Output.document(
                "/site.webmanifest",
                Representation.of(MediaType.WEB_MANIFEST, manifest(site.firm())),
                Output.Cache.ASSET));
        return List.copyOf(outputs);
    }

    /** The web app manifest: the firm's names, colours and icons, so a saved shortcut looks right. */
    static String manifest(Firm firm) {
        ObjectNode manifest = JSON.createObjectNode()
                .put("name", firm.name())
                .put("short_name", firm.shortName())
                .put("description", firm.description())
                .put("lang", firm.language())
                .put("dir", "ltr")
                .put("start_url", "/")
                .put("scope", "/")
                .put("display", "browser")
                .put("background_color", "#ffffff")
                .put("theme_color", THEME_COLOR);
        ArrayNode icons = manifest.putArray("icons");
        icons.addObject().put("src", "/favicon.svg").put("sizes", "any").put("type", "image/svg+xml");
        icons.addObject()
                .put("src", "/assets/icons/icon-192.png")
                .put("sizes", "192x192")
                .put("type", "image/png");
        icons.addObject()
                .put("src", "/assets/icons/icon-512.png")
                .put("sizes", "512x512")
                .put("type", "image/png");
        icons.addObject()
                .put("src", "/assets/icons/icon-maskable-512.png")
                .put("sizes", "512x512")
                .put("type", "image/png")
                .put("purpose", "maskable");
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("web manifest could not be written", e);
        }
    }

    /**
     * The assets of the jar, read once (when first published): each reload publishes the very same
     * arrays again, which the snapshot then sees as unchanged without comparing them (a megabyte of
     * fonts and icons read and compared at every edit).
     */
    private static final class Jar {
        static final List<Output> OUTPUTS = PUBLISHED.stream()
                .map(asset -> Output.document(
                        asset.path(), new Representation(asset.type(), read(asset.resource())), Output.Cache.ASSET))
                .toList();
    }

    private static byte[] read(String resource) {
        try (InputStream in = Assets.class.getResourceAsStream("/assets/" + resource)) {
            if (in == null) {
                throw new IllegalStateException("asset missing from the jar: /assets/" + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
