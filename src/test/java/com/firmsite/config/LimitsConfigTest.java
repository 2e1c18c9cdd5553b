package com.firmsite.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.firmsite.Main;
import com.firmsite.http.ServerSettings;
import com.firmsite.images.ImageLimits;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every protocol limit is configurable by flag or environment and defaults to what is documented. */
class LimitsConfigTest {
    private static Limits parse(String... args) throws ConfigException {
        return Main.config(args, Map.of()).serve().limits();
    }

    @Test
    void withNoOptionsEveryLimitHasItsDocumentedDefault() throws ConfigException {
        Limits limits = parse("serve");
        assertThat(limits).isEqualTo(Limits.DEFAULTS);
        assertThat(limits.requestLineBytes()).isEqualTo(8 * 1024);
        assertThat(limits.headerBytes()).isEqualTo(16 * 1024);
        assertThat(limits.headerFields()).isEqualTo(100);
        assertThat(limits.bodyBytes()).isEqualTo(64 * 1024);
        assertThat(limits.headerTimeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(limits.idleTimeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(limits.maxConnections()).isEqualTo(10_000);
        assertThat(limits.shutdownGrace()).isEqualTo(Duration.ofSeconds(10));
        assertThat(limits.maxConnectionsPerClient()).isEqualTo(100);
        assertThat(limits.minBodyRate()).isEqualTo(1024);
    }

    @Test
    void thePerClientCapFollowsTheGlobalLimitUnlessGiven() throws ConfigException {
        assertThat(parse("serve", "--max-connections", "50000").maxConnectionsPerClient())
                .as("1 %")
                .isEqualTo(500);
        assertThat(parse("serve", "--max-connections", "200").maxConnectionsPerClient())
                .as("at least 16")
                .isEqualTo(16);
        assertThat(parse("serve", "--max-connections", "50000", "--max-connections-per-client", "7")
                        .maxConnectionsPerClient())
                .isEqualTo(7);
        assertThat(Main.config(new String[] {"serve"}, Map.of("FIRMSITE_MAX_CONNECTIONS_PER_CLIENT", "40"))
                        .serve()
                        .limits()
                        .maxConnectionsPerClient())
                .isEqualTo(40);
    }

    @Test
    void theMinimumBodyRateTakesASizeAndZeroTurnsItOff() throws ConfigException {
        assertThat(parse("serve", "--min-body-rate", "4KiB").minBodyRate()).isEqualTo(4096);
        assertThat(parse("serve", "--min-body-rate", "0").minBodyRate()).isZero();
        assertThat(Main.config(new String[] {"serve"}, Map.of("FIRMSITE_MIN_BODY_RATE", "512"))
                        .serve()
                        .limits()
                        .minBodyRate())
                .isEqualTo(512);
    }

    @Test
    void theServerStartsWithTheDefaultsUnlessToldOtherwise() {
        ServerSettings settings = ServerSettings.defaults(InetAddress.getLoopbackAddress(), 0, "localhost");
        assertThat(settings.limits()).isEqualTo(Limits.DEFAULTS);
        assertThat(settings.limits().headerTimeout()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void theImageLimitsDefaultToTheImageLoadersOwn() throws ConfigException {
        assertThat(Main.config(new String[] {"check"}, Map.of()).site().imageLimits())
                .isEqualTo(ImageLimits.DEFAULTS);
    }

    @Test
    void sizesTakeTheirUnitsInAnyCase() throws ConfigException {
        assertThat(parse("serve", "--max-body", "10MB").bodyBytes()).isEqualTo(10 << 20);
        assertThat(parse("serve", "--max-body", "16m").bodyBytes()).isEqualTo(16 << 20);
        assertThat(parse("serve", "--min-body-rate", "1GiB").minBodyRate()).isEqualTo(1 << 30);
        assertThat(parse("serve", "--header-timeout", "2m").headerTimeout()).isEqualTo(Duration.ofMinutes(2));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "--header-timeout, 2s, 2000",
        "--header-timeout, 500ms, 500",
        "--header-timeout, 15, 15000",
        "--idle-timeout, 5s, 5000",
        "--shutdown-grace, 0s, 0",
    })
    void durationsTakeSecondsOrMilliseconds(String flag, String value, long millis) throws ConfigException {
        Limits limits = parse("serve", flag, value);
        Duration parsed = switch (flag) {
            case "--header-timeout" -> limits.headerTimeout();
            case "--idle-timeout" -> limits.idleTimeout();
            default -> limits.shutdownGrace();
        };
        assertThat(parsed).isEqualTo(Duration.ofMillis(millis));
    }

    @Test
    void sizesTakeBytesKibOrMib() throws ConfigException {
        assertThat(parse("serve", "--max-body", "1MiB").bodyBytes()).isEqualTo(1024 * 1024);
        assertThat(parse("serve", "--max-request-line", "4KiB").requestLineBytes())
                .isEqualTo(4096);
        assertThat(parse("serve", "--max-header-size", "20000").headerBytes()).isEqualTo(20_000);
        assertThat(parse("serve", "--max-header-fields", "50").headerFields()).isEqualTo(50);
    }

    @Test
    void theEnvironmentSetsLimitsAndAFlagWins() throws ConfigException {
        Map<String, String> environment = Map.of("FIRMSITE_MAX_CONNECTIONS", "50", "FIRMSITE_HEADER_TIMEOUT", "3s");
        assertThat(Main.config(new String[] {"serve"}, environment)
                        .serve()
                        .limits()
                        .maxConnections())
                .isEqualTo(50);
        assertThat(Main.config(new String[] {"serve", "--header-timeout", "4s"}, environment)
                        .serve()
                        .limits()
                        .headerTimeout())
                .isEqualTo(Duration.ofSeconds(4));
    }

    @ParameterizedTest(name = "{0} {1} is refused")
    @CsvSource({
        "--header-timeout, soon",
        "--header-timeout, 11m",
        "--header-timeout, 50ms",
        "--max-connections, 0",
        "--max-connections, -5",
        "--max-connections, 1e6",
        "--max-body, 1GiB",
        "--max-body, 20MiB",
        "--max-request-line, 10",
        "--max-header-fields, many",
        "--max-connections-per-client, 0",
        "--min-body-rate, fast",
    })
    void valuesOutOfRangeAreRefusedNamingTheFlag(String flag, String value) {
        assertThatThrownBy(() -> parse("serve", flag, value))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(flag + ": expected ")
                .hasMessageEndingWith(", got \"" + value + "\"");
    }

    @Test
    void aValueFromTheEnvironmentIsRefusedLikeAFlag() {
        assertThatThrownBy(() -> Main.config(new String[] {"serve"}, Map.of("FIRMSITE_MAX_BODY", "20MiB")))
                .isInstanceOf(ConfigException.class)
                .hasMessage("--max-body: expected a size from 1KiB to 16MiB, got \"20MiB\"");
    }
}
