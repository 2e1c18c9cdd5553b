package com.firmsite.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.firmsite.output.ProblemCode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.regex.Pattern;

/** RFC 9457 problem details bodies. One place renders every problem. */
public final class Problems {
    /**
     * Jackson's streaming writer, not its object mapper: a problem is written at request time, and
     * the mapper is several hundred classes to load (and for the JVM's start-up cache to preload at
     * every start) for seven string and number fields.
     */
    private static final JsonFactory JSON = new JsonFactory();

    /**
     * {@code instance} echoes the request path only when it is plainly a path: short and made of
     * unreserved characters. Anything else is left out rather than reflected back.
     */
    private static final Pattern SAFE_INSTANCE = Pattern.compile("/[A-Za-z0-9._~/-]{0,255}");

    private Problems() {}

    public static byte[] body(ProblemCode code, String baseUrl, String path, String detail) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
        try (JsonGenerator problem = JSON.createGenerator(bytes)) {
            problem.writeStartObject();
            problem.writeStringField("type", code.type(baseUrl));
            problem.writeStringField("title", code.title());
            problem.writeNumberField("status", code.status());
            problem.writeStringField("detail", detail);
            if (SAFE_INSTANCE.matcher(path).matches()) {
                problem.writeStringField("instance", path);
            }
            problem.writeStringField("code", code.code());
            problem.writeStringField("resolution", code.resolution());
            problem.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("problem JSON could not be written", e);
        }
        return bytes.toByteArray();
    }

    /** The default detail sentence for a code. */
    public static String detail(ProblemCode code) {
        return switch (code) {
            case API_ROUTE_NOT_FOUND ->
                "No API endpoint exists at this path. The only API endpoint is /api/status.json.";
            case PAGE_NOT_FOUND -> "No page exists at this path.";
            case METHOD_NOT_ALLOWED -> "This resource does not support the request method.";
            case RATE_LIMIT_EXCEEDED -> "This client has used its quota of 120 requests per 60 seconds for /api/.";
            case BAD_REQUEST -> "The request could not be understood.";
            case REQUEST_TIMEOUT -> "The request was not received within the time limit.";
            case PAYLOAD_TOO_LARGE -> "The request body exceeds the size limit.";
            case URI_TOO_LONG -> "The request line exceeds the size limit.";
            case HEADER_FIELDS_TOO_LARGE -> "The request header section exceeds the size limit.";
            case SERVICE_UNAVAILABLE -> "The server has no room for another connection right now.";
            case NOT_IMPLEMENTED -> "The request's transfer coding is not implemented here.";
        };
    }
}
