package com.firmsite.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Pattern;

/** RFC 9457 problem details bodies. One place renders every problem. */
public final class Problems {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * {@code instance} echoes the request path only when it is plainly a path: short and made of
   * unreserved characters. Anything else is left out rather than reflected back.
   */
  private static final Pattern SAFE_INSTANCE = Pattern.compile("/[A-Za-z0-9._~/-]{0,255}");

  private Problems() {}

  public static byte[] body(ProblemCode code, String baseUrl, String path, String detail) {
    ObjectNode problem = JSON.createObjectNode();
    problem.put("type", code.type(baseUrl));
    problem.put("title", code.title());
    problem.put("status", code.status());
    problem.put("detail", detail);
    if (path != null && SAFE_INSTANCE.matcher(path).matches()) {
      problem.put("instance", path);
    }
    problem.put("code", code.code());
    problem.put("resolution", code.resolution());
    try {
      return JSON.writeValueAsBytes(problem);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("problem JSON could not be written", e);
    }
  }

  /** The default detail sentence for a code. */
  public static String detail(ProblemCode code) {
    return switch (code) {
      case API_ROUTE_NOT_FOUND -> "No API endpoint exists at this path. The only API endpoint is /api/status.json.";
      case PAGE_NOT_FOUND -> "No page exists at this path.";
      case METHOD_NOT_ALLOWED -> "This resource does not support the request method.";
      case RATE_LIMIT_EXCEEDED -> "This client has used its quota of 120 requests per 60 seconds for /api/.";
      case BAD_REQUEST -> "The request could not be understood.";
      case REQUEST_TIMEOUT -> "The request was not received within the time limit.";
      case PAYLOAD_TOO_LARGE -> "The request body exceeds the size limit.";
      case URI_TOO_LONG -> "The request line exceeds the size limit.";
      case HEADER_FIELDS_TOO_LARGE -> "The request header section exceeds the size limit.";
      case SERVICE_UNAVAILABLE -> "The server has no room for another connection right now.";
    };
  }
}
