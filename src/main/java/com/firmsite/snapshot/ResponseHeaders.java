package com.firmsite.snapshot;

import com.firmsite.content.MarkdownTwin;
import com.firmsite.render.MediaType;
import com.firmsite.render.Output;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The fixed headers of each kind of response, in one place (docs/decisions.md §2.2–2.7 and §7). Per-request
 * headers ({@code Date}, rate limits, {@code Connection}) are added by the HTTP layer.
 */
final class ResponseHeaders {
    /**
     * No inline script or style anywhere; WebMCP's module is same-origin. {@code frame-ancestors} and
     * {@code base-uri} close clickjacking and base-tag injection.
     */
    static final String CONTENT_SECURITY_POLICY =
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; "
                    + "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    /** Denies powerful features the site never uses; WebMCP's {@code tools} is left alone on purpose. */
    static final String PERMISSIONS_POLICY =
            "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

    private final String baseUrl;
    private final String discoveryLinks;

    ResponseHeaders(String baseUrl) {
        this.baseUrl = baseUrl;
        this.discoveryLinks = "<" + baseUrl + "/.well-known/api-catalog>; rel=\"api-catalog\", "
                + "<" + baseUrl + "/openapi.json>; rel=\"service-desc\"; type=\"application/json\", "
                + "<" + baseUrl + "/docs>; rel=\"service-doc\"; type=\"text/html\", "
                + "<" + baseUrl + "/llms.txt>; rel=\"describedby\"; type=\"text/markdown\"";
    }

    List<Map.Entry<String, String>> htmlPage(String path) {
        List<Map.Entry<String, String>> headers = html(Output.Cache.PAGE);
        headers.add(Map.entry(
                "Link",
                "<" + baseUrl + MarkdownTwin.of(path) + ">; rel=\"alternate\"; type=\"text/markdown\", "
                        + discoveryLinks));
        return headers;
    }

    List<Map.Entry<String, String>> markdownPage(String twin) {
        List<Map.Entry<String, String>> headers = markdown(Output.Cache.PAGE);
        headers.add(Map.entry("Content-Location", baseUrl + twin));
        return headers;
    }

    List<Map.Entry<String, String>> markdownTwin(String pagePath) {
        List<Map.Entry<String, String>> headers = markdown(Output.Cache.PAGE);
        headers.add(Map.entry("Link", "<" + baseUrl + pagePath + ">; rel=\"canonical\"; type=\"text/html\""));
        return headers;
    }

    List<Map.Entry<String, String>> htmlError() {
        List<Map.Entry<String, String>> headers = html(Output.Cache.NO_STORE);
        headers.add(Map.entry("Link", discoveryLinks));
        return headers;
    }

    List<Map.Entry<String, String>> markdownError() {
        return markdown(Output.Cache.NO_STORE);
    }

    List<Map.Entry<String, String>> document(Output output) {
        List<Map.Entry<String, String>> headers = common(output.cache());
        if (output.cors()) {
            headers.add(Map.entry("Access-Control-Allow-Origin", "*"));
        }
        headers.addAll(output.headers());
        return headers;
    }

    /**
     * A redirect's headers: {@code Location}, and a {@code Cache-Control} by kind. Permanent ones
     * (301, 308) are kept for a day, not for ever: browsers otherwise remember a 301 with no end, so
     * a redirect added by mistake could never be taken back; a day saves the extra hop for returning
     * visitors and bounds such a mistake. Temporary ones (302, 307) exist to be withdrawn, so they
     * are not stored at all and every request asks again (one small answer).
     */
    List<Map.Entry<String, String>> redirect(String location, boolean permanent, MediaType type) {
        String cacheControl = permanent ? "public, max-age=86400" : "no-store";
        List<Map.Entry<String, String>> headers =
                type.equals(MediaType.HTML) ? html(cacheControl) : common(cacheControl);
        headers.add(Map.entry("Location", location));
        return headers;
    }

    List<Map.Entry<String, String>> reserved() {
        List<Map.Entry<String, String>> headers = common(Output.Cache.NO_STORE);
        headers.add(Map.entry("Pragma", "no-cache"));
        return headers;
    }

    private List<Map.Entry<String, String>> html(Output.Cache cache) {
        return html(cache.header());
    }

    private List<Map.Entry<String, String>> html(String cacheControl) {
        List<Map.Entry<String, String>> headers = common(cacheControl);
        headers.add(Map.entry("Content-Security-Policy", CONTENT_SECURITY_POLICY));
        headers.add(Map.entry("Referrer-Policy", "strict-origin-when-cross-origin"));
        headers.add(Map.entry("Permissions-Policy", PERMISSIONS_POLICY));
        headers.add(Map.entry("X-Frame-Options", "DENY"));
        return headers;
    }

    private List<Map.Entry<String, String>> markdown(Output.Cache cache) {
        List<Map.Entry<String, String>> headers = common(cache);
        headers.add(Map.entry("Access-Control-Allow-Origin", "*"));
        return headers;
    }

    private List<Map.Entry<String, String>> common(Output.Cache cache) {
        return common(cache.header());
    }

    private List<Map.Entry<String, String>> common(String cacheControl) {
        List<Map.Entry<String, String>> headers = new ArrayList<>();
        headers.add(Map.entry("Cache-Control", cacheControl));
        headers.add(Map.entry("X-Content-Type-Options", "nosniff"));
        if (baseUrl.startsWith("https://")) {
            // The public address is https: tell browsers never to fall back to plain http.
            headers.add(Map.entry("Strict-Transport-Security", "max-age=31536000"));
        }
        return headers;
    }
}
