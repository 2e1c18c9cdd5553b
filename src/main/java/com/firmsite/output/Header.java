package com.firmsite.output;

/**
 * One response header field, checked once where it is made: the name is an RFC 9110 token and the
 * value has no control character but horizontal tab (so no CR or LF can split a response). It lives
 * beside {@link MediaType} because outputs carry headers and every later stage (snapshot, http)
 * reads them.
 *
 * <p>The headers firmsite sends again and again are named here, so their spelling is written once.
 */
public record Header(String name, String value) {
    /** {@code Cache-Control: no-store}: problems, admin answers, errors. */
    public static final Header NO_STORE = cacheControl("no-store");
    /**
     * {@code Cache-Control: private, no-store}: every answer of an editors' preview ({@code serve
     * --drafts}), so that no cache, shared or not, keeps a draft (docs/decisions.md §2.7).
     */
    public static final Header PREVIEW_NO_STORE = cacheControl("private, no-store");
    /** The 405 answer of a path that serves GET and HEAD only. */
    public static final Header ALLOW_GET_HEAD = new Header("Allow", "GET, HEAD");
    /** {@code Vary: Accept}: an answer chosen by the request's {@code Accept}. */
    public static final Header VARY_ACCEPT = new Header("Vary", "Accept");
    /** {@code Access-Control-Allow-Origin: *}: readable by scripts of any origin. */
    public static final Header ALLOW_ANY_ORIGIN = new Header("Access-Control-Allow-Origin", "*");
    /** {@code X-Content-Type-Options: nosniff}, on every answer. */
    public static final Header NOSNIFF = new Header("X-Content-Type-Options", "nosniff");
    /** {@code Strict-Transport-Security}, on every answer when the public address is https. */
    public static final Header HSTS = new Header("Strict-Transport-Security", "max-age=31536000");
    /** {@code X-Robots-Tag: noindex}: search engines keep the answer out of their index. */
    public static final Header NOINDEX = new Header("X-Robots-Tag", "noindex");
    /** {@code Connection: close}, sent when the server closes after this answer. */
    public static final Header CONNECTION_CLOSE = new Header("Connection", "close");

    public Header {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a header without a name");
        }
        for (int i = 0; i < name.length(); i++) {
            if (!isTokenChar(name.charAt(i))) {
                throw new IllegalArgumentException("not a header name: " + name);
            }
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < 0x20 && c != '\t') || c == 0x7f) {
                throw new IllegalArgumentException("a control character in the value of " + name);
            }
        }
    }

    /** The language of a page's body, a BCP 47 tag (RFC 9110 §8.5): every page, default language too. */
    public static Header contentLanguage(String tag) {
        return new Header("Content-Language", tag);
    }

    /**
     * {@code Content-Signal}: the firm's content policy (contentsignals.org) as a response header, on
     * robots.txt and every page (docs/decisions.md §5.12).
     */
    public static Header contentSignal(String signal) {
        return new Header("Content-Signal", signal);
    }

    /**
     * {@code Content-Usage}: the same policy in the IETF AIPREF vocabulary, the header field of
     * draft-ietf-aipref-attach-05 §4 (docs/decisions.md §5.12).
     */
    public static Header contentUsage(String usage) {
        return new Header("Content-Usage", usage);
    }

    public static Header cacheControl(String directives) {
        return new Header("Cache-Control", directives);
    }

    public static Header allow(String methods) {
        return new Header("Allow", methods);
    }

    public static Header location(String url) {
        return new Header("Location", url);
    }

    public static Header link(String links) {
        return new Header("Link", links);
    }

    public static Header retryAfter(long seconds) {
        return new Header("Retry-After", Long.toString(seconds));
    }

    /** The field as sent: {@code name: value} and CRLF. */
    public String line() {
        return name + ": " + value + "\r\n";
    }

    /** Appends the field as sent: {@code name: value} and CRLF. */
    public StringBuilder appendTo(StringBuilder head) {
        return head.append(name).append(": ").append(value).append("\r\n");
    }

    /** RFC 9110 §5.6.2: {@code tchar}. */
    private static boolean isTokenChar(char c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }
}
