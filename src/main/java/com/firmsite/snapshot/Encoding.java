package com.firmsite.snapshot;

/** Content codings a body is pre-compressed into, in the server's order of preference. */
public enum Encoding {
    BR("br", "-br"),
    GZIP("gzip", "-gz"),
    IDENTITY("identity", "");

    private final String token;
    private final String etagSuffix;

    Encoding(String token, String etagSuffix) {
        this.token = token;
        this.etagSuffix = etagSuffix;
    }

    /** The token as it appears in {@code Accept-Encoding} and {@code Content-Encoding}. */
    public String token() {
        return token;
    }

    String etagSuffix() {
        return etagSuffix;
    }
}
