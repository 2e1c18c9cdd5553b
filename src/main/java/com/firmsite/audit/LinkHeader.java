package com.firmsite.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The links of a {@code Link} field (RFC 8288): target, relation types, and media type hint. */
record LinkHeader(String target, List<String> relations, String type) {
    private static final Pattern LINK =
            Pattern.compile("<([^>]*)>((?:\\s*;\\s*[a-zA-Z*-]+\\s*=\\s*(?:\"[^\"]*\"|[^;,\\s]+))*)");
    private static final Pattern PARAMETER = Pattern.compile(";\\s*([a-zA-Z*-]+)\\s*=\\s*(?:\"([^\"]*)\"|([^;,\\s]+))");

    static List<LinkHeader> parse(String field) {
        List<LinkHeader> links = new ArrayList<>();
        Matcher link = LINK.matcher(field);
        while (link.find()) {
            List<String> relations = new ArrayList<>();
            String type = "";
            Matcher parameter = PARAMETER.matcher(link.group(2));
            while (parameter.find()) {
                String value = parameter.group(2) != null ? parameter.group(2) : parameter.group(3);
                switch (parameter.group(1).toLowerCase(Locale.ROOT)) {
                    case "rel" ->
                        relations.addAll(List.of(value.toLowerCase(Locale.ROOT).split("\\s+")));
                    case "type" -> type = value;
                    default -> {}
                }
            }
            links.add(new LinkHeader(link.group(1), relations, type));
        }
        return links;
    }
}
