package com.firmsite.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every URL any document advertised resolves: 200, or the access-denied 403 of a reserved URL
 * (docs/decisions.md §5.16). Each URL is requested once; the result is reported per advertising document.
 */
final class LinkChecks {
    private LinkChecks() {}

    static void run(Audit audit) {
        Map<String, List<String>> broken = new LinkedHashMap<>();
        Map<String, Integer> counted = new LinkedHashMap<>();
        String mcp = audit.mcpEndpoint();
        for (Map.Entry<String, Set<String>> link : audit.advertised().entrySet()) {
            if (link.getKey().equals(mcp)) {
                continue;
            }
            Optional<String> problem = problem(audit, link.getKey());
            for (String source : link.getValue()) {
                counted.merge(source, 1, Integer::sum);
                problem.ifPresent(why ->
                        broken.computeIfAbsent(source, key -> new ArrayList<>()).add(why));
            }
        }
        counted.forEach((source, count) -> {
            Problems problems = new Problems();
            for (String problem : broken.getOrDefault(source, List.of())) {
                problems.expect(false, problem);
            }
            audit.report.add("links in " + source, problems, count + " of " + count + " resolve");
        });
    }

    /** Why {@code url} does not resolve; none when it does. */
    private static Optional<String> problem(Audit audit, String url) {
        if (!audit.isOwn(url)) {
            return Optional.of(url + " is not under " + audit.base);
        }
        Response response = audit.fetcher.get(url);
        if (response.status() == 200) {
            return Optional.empty();
        }
        boolean denied = response.status() == 403
                && response.json()
                        .map(root -> Json.text(root, "error").equals("access_denied"))
                        .orElse(false);
        return denied ? Optional.empty() : Optional.of(url + " answered " + response.summary());
    }
}
