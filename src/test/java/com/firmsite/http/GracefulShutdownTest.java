package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.TestServer;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Decisions §8: on shutdown, stop accepting and finish the requests in flight. */
class GracefulShutdownTest {

  @Test
  void aRequestInFlightWhenShutdownBeginsIsAnswered() throws Exception {
    TestServer server = TestServer.start();
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(15_000);
      OutputStream out = socket.getOutputStream();
      String body = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\"}";
      // The head and half the body: the request is in flight.
      out.write(("POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n"
          + body.substring(0, 10)).getBytes(StandardCharsets.US_ASCII));
      out.flush();
      waitForInFlight(server);

      CompletableFuture<Void> stopping = CompletableFuture.runAsync(server::close);
      Thread.sleep(300);
      assertThat(stopping).isNotDone();
      assertThatNewConnectionsAreRefused(server.port());

      out.write(body.substring(10).getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String response = new String(readAll(socket.getInputStream()), StandardCharsets.US_ASCII);
      assertThat(response).startsWith("HTTP/1.1 200 OK").contains("Connection: close").contains("\"id\":7");
      stopping.get(15, TimeUnit.SECONDS);
    }
  }

  private static void waitForInFlight(TestServer server) throws InterruptedException {
    // The head has been parsed once the request counts as in flight; poll briefly.
    Thread.sleep(200);
  }

  private static void assertThatNewConnectionsAreRefused(int port) {
    try (Socket late = new Socket("127.0.0.1", port)) {
      late.setSoTimeout(2000);
      late.getOutputStream().write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      assertThat(late.getInputStream().read()).as("a connection accepted after shutdown began").isEqualTo(-1);
    } catch (ConnectException refused) {
      // Refused cleanly: the listener is closed.
    } catch (java.io.IOException reset) {
      // Reset: also not served.
    }
  }

  private static byte[] readAll(InputStream in) throws java.io.IOException {
    return in.readAllBytes();
  }
}
