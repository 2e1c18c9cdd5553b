package com.firmsite.snapshot;

import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed headers of each kind of response, in one place (docs/decisions.md §2.2–2.7 and §7). Per-request
 * headers ({@code Date}, rate limits, {@code Connection}) are added by the HTTP layer.
 */
final class ResponseHeaders {
    /**
     * No inline script or style anywhere; WebMCP's module is same-origin. {@code frame-ancestors} and
     * {@code base-uri} close clickjacking and base-tag injection.
     */
    static final Header CONTENT_SECURITY_POLICY = new Header(
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; "
                    + "base-uri 'none'; frame-ancestors 'none'; form-action 'self'");

    /**
     * Denies powerful features the site never uses, and states WebMCP's {@code tools} feature as its
     * draft's default allowlist, {@code self} (webmachinelearning/webmcp index.bs, "Permissions policy
     * integration"): this origin's own script registers the tools, no framed origin may.
     */
    static final Header PERMISSIONS_POLICY = new Header(
            "Permissions-Policy",
            "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), tools=(self)");

    private static final Header REFERRER_POLICY = new Header("Referrer-Policy", "strict-origin-when-cross-origin");
    private static final Header X_FRAME_OPTIONS = new Header("X-Frame-Options", "DENY");
    private static final Header PRAGMA_NO_CACHE = new Header("Pragma", "no-cache");
    private static final Header PERMANENT_REDIRECT_CACHE = Header.cacheControl("public, max-age=86400");

    private final String baseUrl;
    private final boolean preview;
    private final Header discoveryLinks;
    private final String discoveryLinkValue;

    /**
     * @param preview an editors' preview: every response {@code Cache-Control: private, no-store},
     *     whatever its kind, so that no cache in front keeps a draft or a page as it was previewed
     */
    ResponseHeaders(String baseUrl, boolean preview) {
        this.baseUrl = baseUrl;
        this.preview = preview;
        this.discoveryLinkValue = "<" + baseUrl + "/.well-known/api-catalog>; rel=\"api-catalog\", "
                + "<" + baseUrl + "/openapi.json>; rel=\"service-desc\"; type=\"application/json\", "
                + "<" + baseUrl + "/docs>; rel=\"service-doc\"; type=\"text/html\", "
                + "<" + baseUrl + "/llms.txt>; rel=\"describedby\"; type=\"text/markdown\", "
                // ARD v0.91 §5.1: a consumer MUST honour a rel="ard" link (docs/decisions.md §5.9).
                + "<" + baseUrl + "/.well-known/ard.json>; rel=\"ard\"; type=\"application/json\"";
        this.discoveryLinks = Header.link(discoveryLinkValue);
    }

    /**
     * The headers of a page's variant in {@code format} at the page's own path. The default format's
     * {@code Link} names the other formats' own URLs as alternates, then the discovery documents; the
     * others say, with {@code Content-Location}, the URL where they are served alone.
     */
    List<Header> page(OutputFormat format, String path) {
        List<Header> headers = forFormat(format, Output.Cache.PAGE.header());
        if (format.equals(OutputFormats.defaultFormat())) {
            StringBuilder link = new StringBuilder();
            for (OutputFormat other : OutputFormats.PAGE) {
                other.ownPath(path)
                        .ifPresent(own -> link.append('<')
                                .append(baseUrl)
                                .append(own)
                                .append(">; rel=\"alternate\"; type=\"")
                                .append(other.type())
                                .append('/')
                                .append(other.subtype())
                                .append("\", "));
            }
            headers.add(Header.link(link.append(discoveryLinkValue).toString()));
        } else {
            format.ownPath(path).ifPresent(own -> headers.add(new Header("Content-Location", baseUrl + own)));
            headers.add(canonical(path));
        }
        return headers;
    }

    /** The headers of a page's variant in {@code format} at that format's own URL: the page is canonical. */
    List<Header> ownPath(OutputFormat format, String pagePath) {
        List<Header> headers = forFormat(format, Output.Cache.PAGE.header());
        headers.add(canonical(pagePath));
        return headers;
    }

    /**
     * {@code Link: <B/path>; rel="canonical"} to the page's default format: on a page's other formats, at
     * its path (negotiated) and at their own URL alike, so a search engine or an agent cites the page.
     */
    private Header canonical(String pagePath) {
        OutputFormat canonical = OutputFormats.defaultFormat();
        return Header.link("<" + baseUrl + pagePath + ">; rel=\"canonical\"; type=\"" + canonical.type() + "/"
                + canonical.subtype() + "\"");
    }

    /**
     * {@code x-markdown-tokens} on a Markdown body: an estimate of its size in an LLM's tokens (the header
     * Cloudflare's Markdown for Agents sends), so an agent can budget its context before reading it.
     */
    static Header markdownTokens(byte[] body) {
        return new Header("x-markdown-tokens", Long.toString(MarkdownTokens.estimate(body)));
    }

    /** The headers of a page error (404, 405) in {@code format}: never stored; the default format links discovery. */
    List<Header> error(OutputFormat format) {
        List<Header> headers = forFormat(format, Output.Cache.NO_STORE.header());
        if (format.equals(OutputFormats.defaultFormat())) {
            headers.add(discoveryLinks);
        }
        return headers;
    }

    /** The fixed headers every response in {@code format} carries, by what the format declares. */
    private List<Header> forFormat(OutputFormat format, Header cacheControl) {
        List<Header> headers = format.browserDocument() ? html(cacheControl) : common(cacheControl);
        if (format.readableByAnyOrigin()) {
            headers.add(Header.ALLOW_ANY_ORIGIN);
        }
        return headers;
    }

    List<Header> document(Output output) {
        List<Header> headers = common(output.cache());
        if (output.cors()) {
            headers.add(Header.ALLOW_ANY_ORIGIN);
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
    List<Header> redirect(String location, boolean permanent, MediaType type) {
        Header cacheControl = permanent ? PERMANENT_REDIRECT_CACHE : Header.NO_STORE;
        List<Header> headers = type.equals(MediaType.HTML) ? html(cacheControl) : common(cacheControl);
        headers.add(Header.location(location));
        return headers;
    }

    List<Header> reserved() {
        List<Header> headers = common(Output.Cache.NO_STORE);
        headers.add(PRAGMA_NO_CACHE);
        return headers;
    }

    private List<Header> html(Header cacheControl) {
        List<Header> headers = common(cacheControl);
        headers.add(CONTENT_SECURITY_POLICY);
        headers.add(REFERRER_POLICY);
        headers.add(PERMISSIONS_POLICY);
        headers.add(X_FRAME_OPTIONS);
        return headers;
    }

    private List<Header> common(Output.Cache cache) {
        return common(cache.header());
    }

    private List<Header> common(Header cacheControl) {
        List<Header> headers = new ArrayList<>();
        headers.add(preview ? Header.PREVIEW_NO_STORE : cacheControl);
        headers.add(Header.NOSNIFF);
        if (baseUrl.startsWith("https://")) {
            // The public address is https: tell browsers never to fall back to plain http.
            headers.add(Header.HSTS);
        }
        return headers;
    }
}
