package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code firmsite serve} refuses a rate-limit option it cannot honour, with exit status 2 and the reason. */
class RateLimitOptionsTest {

    @ParameterizedTest(name = "{0} {1} exits 2: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--rate-limit-store | memcached://cache:11211 | --rate-limit-store: expected memory or redis://host:port, got \"memcached://cache:11211\"",
                "--trusted-proxy    | 10.0.0.1/8              | --trusted-proxy: \"10.0.0.1/8\" has address bits set after the /8 prefix",
                "--trusted-proxy    | proxy.internal          | --trusted-proxy: \"proxy.internal\" is not an IP address or CIDR block",
            })
    void anUnusableOptionStopsTheServerFromStarting(String flag, String value, String message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"serve", "--port", "0", flag, value},
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).isEqualTo(Main.INVALID);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("firmsite: " + message);
    }
}
