package com.firmsite.http;

import static com.firmsite.http.HostileRequests.head;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.RawConnection;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * {@code POST /mcp} with a JSON number Jackson cannot hold — an exponent beyond an int, anywhere
 * in the body, in the id or in a member nobody reads ({@code 1e-2147483648}, {@code
 * {"x":1e99999999999999999999}}) — is answered 200 with JSON-RPC -32700, never 500, and leaves no
 * stack trace in the log. (Some such numbers Jackson does read, {@code 1e2147483648} alone for
 * one: those bodies get the answer their JSON deserves, -32600 or -32601, and never a 5xx.)
 */
class HostileJsonNumbersTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestServer server;
    private static RawConnection connection;

    @BeforeContainer
    static void start() {
        server = TestServer.start();
        connection = RawConnection.open(server.port());
    }

    @AfterContainer
    static void stop() {
        connection.close();
        server.close();
    }

    @Property(tries = 120)
    void aNumberWithAnOverflowingExponentAnywhereIsAJsonRpcErrorNeverA5xx(
            @ForAll("bodiesWithHostileNumbers") String body) throws IOException {
        int code = answerCode(body);
        assertThat(code).as(body).isIn(-32700, -32600, -32601);
        assertThat(server.log()).doesNotContain("\tat ", "Exception", "failed");
    }

    @Property(tries = 120)
    void aNegativeExponentBeyondAnIntAnywhereIsAParseError(@ForAll("bodiesWithNegativeOverflow") String body)
            throws IOException {
        assertThat(answerCode(body)).as(body).isEqualTo(-32700);
    }

    @Example
    void theReportedBodiesAreParseErrorsAndTheLogHasNoStackTrace() throws IOException {
        for (String body : new String[] {
            "1e-2147483648",
            "{\"x\":1e99999999999999999999}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":1,\"x\":1e99999999999999999999}"
        }) {
            assertThat(answerCode(body)).as(body).isEqualTo(-32700);
        }
        assertThat(server.log()).doesNotContain("\tat ", "Exception", "failed");
    }

    /** POSTs {@code body} to /mcp; the answer must be 200 with a JSON-RPC error, whose code is returned. */
    private static int answerCode(String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        RawConnection.Response response = connection
                .send(head(
                        "POST /mcp HTTP/1.1",
                        "Host: localhost",
                        "Content-Type: application/json",
                        "Content-Length: " + bytes.length))
                .send(bytes)
                .readResponse();
        assertThat(response.status()).as(body).isEqualTo(200);
        JsonNode answer = JSON.readTree(response.body());
        int code = answer.path("error").path("code").asInt();
        if (code != -32601) {
            assertThat(answer.get("id").isNull()).as(body).isTrue();
        }
        return code;
    }

    @Example
    void zeroWithAHugeExponentIsReadableJsonAndAnsweredAsSuch() throws IOException {
        byte[] body =
                "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"id\":7,\"n\":0e2147483648}".getBytes(StandardCharsets.UTF_8);
        RawConnection.Response response = connection
                .send(head("POST /mcp HTTP/1.1", "Host: localhost", "Content-Length: " + body.length))
                .send(body)
                .readResponse();
        assertThat(response.status()).isEqualTo(200);
        assertThat(JSON.readTree(response.body()).path("error").path("code").asInt())
                .isEqualTo(-32601);
    }

    @Provide
    Arbitrary<String> bodiesWithHostileNumbers() {
        return placed(hostileNumbers(Arbitraries.of("e", "E", "e+", "E+", "e-", "E-")));
    }

    @Provide
    Arbitrary<String> bodiesWithNegativeOverflow() {
        return placed(hostileNumbers(Arbitraries.of("e-", "E-")));
    }

    /** The number as the whole body, the id, an ignored member, a param, deep inside, and a member name and value. */
    private static Arbitrary<String> placed(Arbitrary<String> number) {
        return Combinators.combine(number, Arbitraries.integers().between(0, 5)).as((hostile, where) -> switch (where) {
            case 0 -> hostile;
            case 1 -> "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":" + hostile + "}";
            case 2 -> "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":1,\"ignored\":" + hostile + "}";
            case 3 -> "{\"jsonrpc\":\"2.0\",\"method\":\"tools/list\",\"id\":\"a\",\"params\":[1,2," + hostile + "]}";
            case 4 -> "[{\"x\":{\"y\":[" + hostile + "]}}]";
            default -> "{\"" + hostile + "\":" + hostile + "}";
        });
    }

    /**
     * A mantissa other than zero, then an exponent beyond what an int holds (BigDecimal's scale),
     * either sign. (Zero with any exponent is zero, which Jackson reads: see the example below.)
     */
    private static Arbitrary<String> hostileNumbers(Arbitrary<String> e) {
        Arbitrary<String> mantissa =
                Arbitraries.of("1", "-1", "7", "1.5", "-0.25", "123456789", "9.999999999999999999999", "0.001");
        Arbitrary<BigInteger> exponent = Arbitraries.bigIntegers()
                .between(
                        BigInteger.valueOf(Integer.MAX_VALUE).add(BigInteger.ONE),
                        new BigInteger("1" + "0".repeat(40)));
        return Combinators.combine(mantissa, e, exponent).as((m, sign, exp) -> m + sign + exp);
    }
}
