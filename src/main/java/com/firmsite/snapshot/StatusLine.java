package com.firmsite.snapshot;

/** HTTP/1.1 status lines for the statuses firmsite sends. */
public final class StatusLine {
    private StatusLine() {}

    public static String of(int status) {
        return "HTTP/1.1 " + status + " " + reason(status) + "\r\n";
    }

    public static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 304 -> "Not Modified";
            case 301 -> "Moved Permanently";
            case 302 -> "Found";
            case 307 -> "Temporary Redirect";
            case 308 -> "Permanent Redirect";
            case 400 -> "Bad Request";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 503 -> "Service Unavailable";
            default -> "Status " + status;
        };
    }
}
