package com.firmsite.audit;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.net.ssl.SSLContext;

/**
 * The audit's HTTP client: java.net.http, HTTP/2 where the site offers it, no redirects followed
 * (a redirect is something to report, not to hide), no content coding asked for, a ten-second
 * limit per request. Identical GETs are asked once.
 */
final class Fetcher {
    static final String USER_AGENT = "firmsite-audit/1.0 (+https://github.com/firmsite)";
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient client;
    private final Map<String, Response> cache = new HashMap<>();
    private int requests;

    /** @param tls whose certificates to trust (the JDK's default trusts the public CAs) */
    Fetcher(SSLContext tls) {
        client = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(TIMEOUT)
                .sslContext(tls)
                .build();
    }

    /** GET with the given header name/value pairs. */
    Response get(String url, String... headers) {
        String key = url + "\n" + String.join("\n", headers);
        Response cached = cache.get(key);
        if (cached == null) {
            cached = send("GET", url, HttpRequest.BodyPublishers.noBody(), headers);
            cache.put(key, cached);
        }
        return cached;
    }

    Response head(String url, String... headers) {
        return send("HEAD", url, HttpRequest.BodyPublishers.noBody(), headers);
    }

    Response post(String url, String body, String... headers) {
        return send("POST", url, HttpRequest.BodyPublishers.ofString(body), headers);
    }

    /** Requests made so far. */
    int requests() {
        return requests;
    }

    private Response send(String method, String url, HttpRequest.BodyPublisher body, String... headers) {
        requests++;
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                    .method(method, body)
                    .timeout(TIMEOUT)
                    .header("User-Agent", USER_AGENT);
            for (int i = 0; i + 1 < headers.length; i += 2) {
                request.header(headers[i], headers[i + 1]);
            }
            HttpResponse<byte[]> response = client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            Map<String, List<String>> fields = new TreeMap<>();
            response.headers()
                    .map()
                    .forEach(
                            (name, values) -> fields.put(name.toLowerCase(java.util.Locale.ROOT), List.copyOf(values)));
            return new Response(url, response.statusCode(), fields, response.body(), "");
        } catch (IOException | IllegalArgumentException e) {
            return Response.failed(
                    url, e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Response.failed(url, "interrupted");
        }
    }
}
