package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code /api/}: the status, its RateLimit fields (also on errors, and counting down — through
 * several instances only when they share their counts), problem details whose {@code type}
 * documents the problem, and the reserved {@code /mcp} endpoint's JSON-RPC refusal.
 */
final class ApiChecks {
    private static final Pattern ITEM = Pattern.compile("\\s*\"([^\"]*)\"((?:\\s*;\\s*[a-z]+=-?[0-9]+)*)\\s*");
    private static final Pattern PARAMETER = Pattern.compile(";\\s*([a-z]+)=(-?[0-9]+)");
    private static final int COUNTED = 3;

    private ApiChecks() {}

    static void run(Audit audit) {
        status(audit);
        missingRoute(audit);
        mcp(audit);
    }

    private static void status(Audit audit) {
        Response status = audit.get("/api/status.json");
        Problems problems = new Problems();
        if (problems.expectOk(status)) {
            problems.expectEqual(status.mediaType(), "application/json", "Content-Type");
            problems.expectEqual(
                    status.json().map(root -> Json.text(root, "status")).orElse(""), "ok", "status");
            rateLimitFields(problems, status);
        }
        audit.report.add(
                "/api/status.json",
                problems,
                status.summary() + " {\"status\":\"ok\"} with RateLimit-Policy, RateLimit and the legacy fields");
    }

    /** Requests an undefined API path a few times: problem+json, RateLimit fields, and r counting down by one each time. */
    private static void missingRoute(Audit audit) {
        Problems problems = new Problems();
        Map<String, Long> previous = Map.of();
        for (int i = 0; i < COUNTED; i++) {
            Response missing = audit.fetcher.get(audit.url("/api/firmsite-audit-no-such-route?n=" + i));
            if (!problems.expect(
                    missing.status() == 404,
                    "/api/firmsite-audit-no-such-route answered " + missing.summary() + ", expected 404")) {
                break;
            }
            problemDetails(audit, problems, missing, 404, Set.of("api_route_not_found"));
            Map<String, Long> fields = rateLimitFields(problems, missing);
            if (!previous.isEmpty() && fields.containsKey("r") && fields.get("t") <= previous.get("t")) {
                problems.expectEqual(
                        fields.get("r"),
                        previous.get("r") - 1,
                        "RateLimit r after one more request (not shared between instances? use --rate-limit-store redis://)");
            }
            previous = fields;
        }
        audit.report.add(
                "/api/ errors and quota",
                problems,
                COUNTED + " requests: 404 api_route_not_found problems, r counts down by one each time");
    }

    /** Checks the RateLimit fields; returns q, w, r, t as far as they parse. */
    static Map<String, Long> rateLimitFields(Problems problems, Response response) {
        Map<String, Long> policy = item(problems, response, "RateLimit-Policy");
        Map<String, Long> limit = item(problems, response, "RateLimit");
        Map<String, Long> fields = new TreeMap<>(policy);
        fields.putAll(limit);
        if (fields.keySet().containsAll(Set.of("q", "w", "r", "t"))) {
            problems.expect(
                    fields.get("r") >= 0 && fields.get("r") <= fields.get("q"),
                    "RateLimit r=" + fields.get("r") + " is not between 0 and q");
            problems.expect(
                    fields.get("t") >= 0 && fields.get("t") <= fields.get("w"),
                    "RateLimit t=" + fields.get("t") + " is not between 0 and w");
            problems.expectEqual(
                    response.header("ratelimit-limit").orElse(""), String.valueOf(fields.get("q")), "RateLimit-Limit");
            problems.expectEqual(
                    response.header("ratelimit-remaining").orElse(""),
                    String.valueOf(fields.get("r")),
                    "RateLimit-Remaining");
            problems.expectEqual(
                    response.header("ratelimit-reset").orElse(""), String.valueOf(fields.get("t")), "RateLimit-Reset");
        } else {
            problems.expect(false, "RateLimit-Policy needs q and w, RateLimit needs r and t");
        }
        return fields;
    }

    /** One structured-field item {@code "name";a=1;b=2}: its integer parameters. */
    private static Map<String, Long> item(Problems problems, Response response, String field) {
        Map<String, Long> parameters = new TreeMap<>();
        String value = response.header(field).orElse("");
        Matcher item = ITEM.matcher(value);
        if (problems.expect(item.matches(), field + " is \"" + value + "\", not a \"name\";key=number item")) {
            Matcher parameter = PARAMETER.matcher(item.group(2));
            while (parameter.find()) {
                parameters.put(parameter.group(1), Long.parseLong(parameter.group(2)));
            }
        }
        return parameters;
    }

    /** RFC 9457 with the specification's fields; the {@code type} resolves to documentation of the code. */
    static void problemDetails(Audit audit, Problems problems, Response response, int status, Set<String> codes) {
        problems.expectEqual(response.mediaType(), "application/problem+json", "Content-Type of a " + status);
        Optional<JsonNode> body = response.json().filter(JsonNode::isObject);
        if (!problems.expect(body.isPresent(), "a " + status + " problem is not a JSON object")) {
            return;
        }
        JsonNode root = body.get();
        Json.requireStrings(problems, root, "type", "title", "detail", "code", "resolution");
        problems.expectEqual(root.path("status").asInt(), status, "problem status");
        String code = Json.text(root, "code");
        problems.expect(codes.contains(code), "problem code \"" + code + "\" is not " + String.join(" or ", codes));
        String type = Json.text(root, "type");
        String page = type.contains("#") ? type.substring(0, type.indexOf('#')) : type;
        if (problems.expect(audit.isOwn(page), "problem type \"" + type + "\" is not under " + audit.base)) {
            Response documentation = audit.fetcher.get(page, "Accept", "text/html");
            String anchor = type.contains("#") ? type.substring(type.indexOf('#') + 1) : "";
            problems.expect(
                    documentation.status() == 200 && documentation.text().contains("id=\"" + anchor + "\""),
                    "problem type " + type + " does not lead to a documented section (" + documentation.summary()
                            + ")");
        }
    }

    private static void mcp(Audit audit) {
        String url = audit.mcpEndpoint();
        Response answer = audit.fetcher.post(
                url,
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}",
                "Content-Type",
                "application/json",
                "Accept",
                "application/json, text/event-stream");
        Problems problems = new Problems();
        if (problems.expectOk(answer)) {
            problems.expectEqual(answer.mediaType(), "application/json", "Content-Type");
            Optional<JsonNode> body = answer.json();
            if (problems.expect(body.isPresent(), "the body is not JSON")) {
                JsonNode root = body.get();
                problems.expectEqual(Json.text(root, "jsonrpc"), "2.0", "jsonrpc");
                problems.expectEqual(root.path("id").asInt(-1), 1, "id");
                problems.expect(
                        root.path("error").path("code").isInt()
                                && !Json.text(root, "error.message").isEmpty(),
                        "no error with code and message");
            }
        }
        audit.report.add(
                "POST " + url.substring(audit.base.length()),
                problems,
                answer.summary() + " JSON-RPC error: no MCP server, as the card says");
    }
}
