package com.firmsite.wiring;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The requests of {@code firmsite selftest}, sent to a server started exactly as {@code serve} starts
 * one: each kind of request (page in HTML and Markdown, twin, codings, conditional, document, API,
 * errors) a number of times, checks every answer, and stops. Exit 0 when all pass. It is the
 * launcher's training run for the JVM's ahead-of-time cache, so it walks the same code a real
 * server runs.
 */
final class SelfTest {
    private static final int ROUNDS = 60;

    /** One request and what its answer must start with and contain. */
    private record Check(String method, String path, String header, String expectedStatus, String expectedHeader) {}

    private SelfTest() {}

    /** Checks the server on {@code port} of this machine, which serves the site at {@code authority}. */
    static int run(int port, String authority, PrintStream out) throws IOException {
        String etag = header(request(port, authority, new Check("GET", "/", "", "", "")), "etag");
        List<Check> checks = checks(etag);
        int failures = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (Check check : checks) {
                String head = request(port, authority, check);
                boolean ok = head.startsWith("HTTP/1.1 " + check.expectedStatus())
                        && head.toLowerCase(Locale.ROOT).contains(check.expectedHeader());
                if (round == 0) {
                    out.println((ok ? "ok    " : "FAIL  ") + check.method() + " " + check.path() + " " + check.header()
                            + " -> " + head.lines().findFirst().orElse(""));
                    failures += ok ? 0 : 1;
                }
            }
        }
        out.println(failures == 0 ? "selftest passed" : "selftest: " + failures + " check(s) failed");
        return failures == 0 ? 0 : 1;
    }

    private static List<Check> checks(String etag) {
        return List.of(
                new Check("GET", "/", "", "200", "content-type: text/html"),
                new Check("GET", "/", "Accept: text/markdown", "200", "content-type: text/markdown"),
                new Check("GET", "/index.md", "", "200", "content-type: text/markdown"),
                new Check("GET", "/", "Accept-Encoding: gzip", "200", "content-encoding: gzip"),
                new Check("GET", "/", "Accept-Encoding: gzip, deflate, br", "200", "content-encoding: br"),
                new Check("HEAD", "/", "", "200", "content-length:"),
                new Check("GET", "/", "If-None-Match: " + etag, "304", "etag:"),
                new Check("GET", "/robots.txt", "", "200", "content-type: text/plain"),
                new Check("GET", "/api/status.json", "", "200", "content-type: application/json"),
                new Check("GET", "/no-such-page", "", "404", "content-type: text/html"),
                new Check(
                        "GET",
                        "/no-such-page",
                        "Accept: application/json",
                        "404",
                        "content-type: application/problem+json"),
                new Check("POST", "/", "", "405", "allow: get, head"));
    }

    /** One request on its own connection; returns the response head. */
    private static String request(int port, String authority, Check check) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            String extra = check.header().isEmpty() ? "" : check.header() + "\r\n";
            OutputStream output = socket.getOutputStream();
            output.write((check.method() + " " + check.path() + " HTTP/1.1\r\nHost: " + authority + "\r\n" + extra
                            + "Connection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            output.flush();
            InputStream input = socket.getInputStream();
            String response = new String(input.readAllBytes(), StandardCharsets.ISO_8859_1);
            int end = response.indexOf("\r\n\r\n");
            return end < 0 ? response : response.substring(0, end);
        }
    }

    private static String header(String head, String name) {
        return head.lines()
                .filter(line -> line.toLowerCase(Locale.ROOT).startsWith(name + ":"))
                .map(line -> line.substring(name.length() + 1).strip())
                .findFirst()
                .orElse("\"none\"");
    }
}
