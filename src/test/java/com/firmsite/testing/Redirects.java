package com.firmsite.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A redirects.yaml with one redirect of each kind, for tests that copy the sample firm. */
public final class Redirects {
    /** One redirect as a test requests it: the path asked for, and the status and target expected. */
    public record Case(String request, int status, String target) {
        /** The expected {@code Location}: site paths from the base URL. */
        public String location(String baseUrl) {
            return target.startsWith("/") ? baseUrl + target : target;
        }
    }

    public static final String YAML = """
      # Addresses of the firm's previous site, and a few shortcuts.
      - from: /old-about
        to: /about
      - from: /people/margaret-hale/
        to: /team/margaret-hale
        status: 308
      - from: /jobs
        to: /contact?subject=careers
        status: 302
      - from: /alerts
        to: /publications/feed.atom
        status: 307
      - from: /linkedin
        to: https://www.linkedin.com/company/example-firm
        status: 301
      - from: /%C3%A9quipe
        to: /team
      # WordPress's short links: the query names the item; the path is a page, still served without it.
      - from: /?p=123
        to: /about
      - from: /?page_id=42
        to: /team
        status: 308
      - from: /jobs/?p=9
        to: /about
      """;

    /** Every case the file above defines, including the trailing-slash and query forms; an entry with a query wins over its path's. */
    public static final List<Case> CASES = List.of(
            new Case("/old-about", 301, "/about"),
            new Case("/old-about/", 301, "/about"),
            new Case("/old-about?utm_source=newsletter", 301, "/about"),
            new Case("/people/margaret-hale", 308, "/team/margaret-hale"),
            new Case("/people/margaret-hale/", 308, "/team/margaret-hale"),
            new Case("/jobs", 302, "/contact?subject=careers"),
            new Case("/alerts", 307, "/publications/feed.atom"),
            new Case("/linkedin", 301, "https://www.linkedin.com/company/example-firm"),
            new Case("/%C3%A9quipe/", 301, "/team"),
            new Case("/?p=123", 301, "/about"),
            new Case("/?page_id=42", 308, "/team"),
            new Case("/jobs?p=9", 301, "/about"),
            new Case("/jobs/?p=9", 301, "/about"),
            new Case("/jobs?p=10", 302, "/contact?subject=careers"));

    private Redirects() {}

    /** A copy of the sample firm under {@code dir} with {@link #YAML} as its redirects.yaml. */
    public static Path sampleWithRedirects(Path dir) {
        Path content = ContentFolder.copyOfSample(dir);
        write(content, YAML);
        return content;
    }

    public static void write(Path content, String yaml) {
        try {
            Files.writeString(content.resolve("redirects.yaml"), yaml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
