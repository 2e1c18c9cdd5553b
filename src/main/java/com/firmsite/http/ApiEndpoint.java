package com.firmsite.http;

import com.firmsite.render.MediaType;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** {@code /api/*}: the health status and, for every other path, {@code api_route_not_found}. */
final class ApiEndpoint {
  static final String STATUS_PATH = "/api/status.json";
  private static final byte[] STATUS_OK = "{\"status\":\"ok\"}".getBytes(StandardCharsets.UTF_8);

  void handle(Exchange exchange) {
    if (!exchange.path().equals(STATUS_PATH)) {
      exchange.sendProblem(ProblemCode.API_ROUTE_NOT_FOUND, List.of());
    } else if (!exchange.isGetOrHead()) {
      exchange.sendProblem(ProblemCode.METHOD_NOT_ALLOWED, List.of(Map.entry("Allow", "GET, HEAD")));
    } else {
      exchange.sendDynamic(200, MediaType.JSON, STATUS_OK,
          List.of(Map.entry("Cache-Control", "no-store"), Map.entry("Access-Control-Allow-Origin", "*")));
    }
  }
}
