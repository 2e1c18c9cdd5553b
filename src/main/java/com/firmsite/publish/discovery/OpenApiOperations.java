package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.array;
import static com.firmsite.publish.discovery.Json.object;
import static com.firmsite.publish.discovery.Json.ref;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/** Builds the operation objects of the OpenAPI description: one shape per kind of answer. */
final class OpenApiOperations {

    /** An operation with a unique id derived from its method and path: {@code getTeamSlug}. */
    ObjectNode operation(String method, String path, String tag, String summary, String description) {
        return object(
                "operationId",
                operationId(method, path),
                "tags",
                array(tag),
                "summary",
                summary,
                "description",
                description);
    }

    /** GET or HEAD of a published resource: 200, a 404 where the path has parameters, protocol errors. */
    ObjectNode read(
            String method,
            String path,
            String tag,
            String summary,
            String description,
            ObjectNode ok,
            boolean mayBeMissing) {
        ObjectNode responses = object("200", ok);
        if (mayBeMissing) {
            responses.set("404", ref("responses", "PageNotFound"));
        }
        return operation(method, path, tag, summary, description).set("responses", withProtocol(responses));
    }

    /** A method the resource does not accept, answered by the named shared 405 response. */
    ObjectNode notAllowed(String method, String path, String response) {
        return object(
                "operationId",
                operationId(method, path),
                "tags",
                array("Not allowed"),
                "summary",
                method.toUpperCase(Locale.ROOT) + " is not allowed",
                "responses",
                object("405", ref("responses", response)));
    }

    ObjectNode ok(String mediaType, String schema, ObjectNode headers) {
        return ok(object(mediaType, object("schema", OpenApiSchemas.schemaRef(schema))), headers);
    }

    ObjectNode ok(ObjectNode content, ObjectNode headers) {
        return OpenApiResponses.response("The resource.", content, headers);
    }

    /** A HEAD answer: the GET headers, no body. */
    ObjectNode withoutContent(ObjectNode response) {
        ObjectNode copy = response.deepCopy();
        copy.remove("content");
        return copy;
    }

    /** Adds the protocol-level rejections, which can answer any request. */
    ObjectNode withProtocol(ObjectNode responses) {
        OpenApiResponses.PROTOCOL_RESPONSES.forEach(status -> responses.set(status, ref("responses", status)));
        return responses;
    }

    static String operationId(String method, String path) {
        StringBuilder id = new StringBuilder(method);
        for (String part : path.split("[^A-Za-z0-9]+", -1)) {
            if (!part.isEmpty()) {
                id.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return path.equals("/") ? id.append("Home").toString() : id.toString();
    }
}
