package com.firmsite.publish.discovery;

import com.firmsite.testing.TestServer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The two configurations every discovery test runs against: the default base URL
 * (http://localhost:PORT) and a public https one, so that nothing can pass by echoing the address
 * the test happened to connect to. The discovery tests only read, so each configuration's server is
 * started once for all of them and stopped when the test JVM exits.
 */
final class BaseUrls {
    static final String DEFAULT = "default";
    static final String PUBLIC = "https://www.example-firm.com";

    private static final Map<String, TestServer> SERVERS = new ConcurrentHashMap<>();

    private BaseUrls() {}

    static Stream<String> both() {
        return Stream.of(DEFAULT, PUBLIC);
    }

    static TestServer server(String base) {
        return SERVERS.computeIfAbsent(base, BaseUrls::start);
    }

    private static TestServer start(String base) {
        TestServer server =
                base.equals(DEFAULT) ? TestServer.start() : TestServer.start(TestServer.sampleContent(), base);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        return server;
    }
}
