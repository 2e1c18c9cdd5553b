package com.firmsite.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.render.MediaType;
import io.netty.handler.codec.http.HttpMethod;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * {@code /mcp}: reserved, no MCP server runs here. POST gets a JSON-RPC error that says so
 * (decisions §5.8); any other method gets 405 with {@code Allow: POST} (decisions §3.2).
 */
final class McpEndpoint {
  static final String PATH = "/mcp";
  private static final ObjectMapper JSON = new ObjectMapper();

  void handle(Exchange exchange) {
    if (!exchange.method().equals(HttpMethod.POST)) {
      exchange.sendProblem(ProblemCode.METHOD_NOT_ALLOWED, List.of(Map.entry("Allow", "POST")));
      return;
    }
    ObjectNode response = JSON.createObjectNode().put("jsonrpc", "2.0");
    JsonNode request;
    try {
      request = JSON.readTree(exchange.body());
    } catch (IOException e) {
      request = null;
    }
    ObjectNode error;
    if (request == null || request.isMissingNode()) {
      response.putNull("id");
      error = error(-32700, "Parse error: the body is not JSON.");
    } else if (!request.isObject() || !request.path("method").isTextual() || !"2.0".equals(request.path("jsonrpc").asText())) {
      response.putNull("id");
      error = error(-32600, "Invalid Request: expected a JSON-RPC 2.0 request object.");
    } else {
      JsonNode id = request.get("id");
      if (id == null || !(id.isTextual() || id.isNumber() || id.isNull())) {
        response.putNull("id");
      } else {
        response.set("id", id);
      }
      error = error(-32601, "Method not found: this origin does not operate an MCP server.");
    }
    ObjectNode data = error.putObject("data");
    data.put("documentation", exchange.snapshot().baseUrl() + "/docs");
    data.put("serverCard", exchange.snapshot().baseUrl() + "/.well-known/mcp/server-card.json");
    response.set("error", error);
    try {
      exchange.sendDynamic(200, MediaType.JSON, JSON.writeValueAsBytes(response), List.of(Map.entry("Cache-Control", "no-store")));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ObjectNode error(int code, String message) {
    return JSON.createObjectNode().put("code", code).put("message", message);
  }
}
