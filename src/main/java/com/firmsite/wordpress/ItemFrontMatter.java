package com.firmsite.wordpress;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import java.text.Normalizer;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The front matter of an imported item, as YAML: a page's title, description and draft flag; a
 * publication's also its date with its offset, type, authors, practice areas and topics, through
 * --map where it says so. What cannot be mapped is reported.
 */
final class ItemFrontMatter {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter WP_DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");
    private static final int DESCRIPTION_LENGTH = 200;

    private final Site site;
    private final ImportMap map;
    private final ImportReport report;
    /** The old site's authors: display name by login. */
    private final Map<String, String> authors;

    ItemFrontMatter(Site site, ImportMap map, ImportReport report, Map<String, String> authors) {
        this.site = site;
        this.map = map;
        this.report = report;
        this.authors = Map.copyOf(authors);
    }

    String page(WxrItem item) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("title: ").append(quoted(title(item))).append('\n');
        yaml.append("description: ").append(quoted(description(item))).append('\n');
        if (!item.status().equals("publish")) {
            yaml.append("draft: true\n");
        }
        return yaml.toString();
    }

    String publication(WxrItem item, Consumer<String> warn) {
        List<String> types = site.firm().publicationTypes();
        Terms terms = terms(item, defaultType(types), types, warn);
        StringBuilder yaml = new StringBuilder();
        yaml.append("title: ").append(quoted(title(item))).append('\n');
        yaml.append("date: ").append(date(item, warn)).append('\n');
        yaml.append("type: ").append(quoted(terms.type())).append('\n');
        author(item).ifPresent(slug -> yaml.append("authors: [").append(slug).append("]\n"));
        if (!terms.areas().isEmpty()) {
            yaml.append("practiceAreas: [")
                    .append(String.join(", ", terms.areas()))
                    .append("]\n");
        }
        if (!terms.topics().isEmpty()) {
            yaml.append("topics: [")
                    .append(String.join(
                            ", ",
                            terms.topics().stream().map(ItemFrontMatter::quoted).toList()))
                    .append("]\n");
        }
        yaml.append("description: ").append(quoted(description(item))).append('\n');
        if (!item.status().equals("publish") && !item.status().equals("future")) {
            yaml.append("draft: true\n");
        }
        return yaml.toString();
    }

    /** What a publication's categories and tags say, in the export's order: its type, practice areas, topics. */
    private record Terms(String type, List<String> areas, List<String> topics) {}

    /**
     * The type of a publication no term maps: --map defaultType, else Article, else the site's first
     * type; a defaultType the site does not have is reported.
     */
    private String defaultType(List<String> types) {
        String fallback = map.defaultType()
                .filter(types::contains)
                .orElse(types.contains("Article") ? "Article" : types.getFirst());
        map.defaultType()
                .filter(type -> !types.contains(type))
                .ifPresent(type -> report.warn("--map defaultType \"" + type
                        + "\" is not one of site.yaml publicationTypes " + types + ": \"" + fallback + "\" is used"));
        return fallback;
    }

    /**
     * The item's terms through --map: to a practice area the site publishes, to a type it has, else
     * a topic (each name once, whatever its case; "uncategorized" is none). A mapping to what the site
     * lacks is reported.
     */
    private Terms terms(WxrItem item, String fallback, List<String> types, Consumer<String> warn) {
        String type = fallback;
        Set<String> areas = new LinkedHashSet<>();
        Set<String> topics = new LinkedHashSet<>();
        Set<String> topicKeys = new HashSet<>();
        for (WxrItem.Term term : item.terms()) {
            Optional<String> area = map.practiceArea(term);
            Optional<String> mappedType = map.type(term);
            if (area.isPresent()) {
                Optional<PracticeArea> known = site.practiceArea(area.get());
                if (known.isPresent() && !known.get().draft()) {
                    areas.add(area.get());
                } else {
                    warn.accept("--map sends \"" + term.name() + "\" to practice area \"" + area.get()
                            + "\", which the site does not publish: add it to practice-areas/ or fix the map");
                }
            } else if (mappedType.isPresent()) {
                if (types.contains(mappedType.get())) {
                    type = mappedType.get();
                } else {
                    warn.accept("--map sends \"" + term.name() + "\" to type \"" + mappedType.get()
                            + "\", not one of site.yaml publicationTypes " + types);
                }
            } else if (!term.slug().equals("uncategorized")
                    && !term.name().isBlank()
                    && topicKeys.add(term.name().toLowerCase(Locale.ROOT))) {
                topics.add(term.name());
            }
        }
        return new Terms(type, List.copyOf(areas), List.copyOf(topics));
    }

    /**
     * The date with its offset: WordPress keeps the local time and the UTC time, whose difference is
     * the site's offset on that day; a draft has no UTC time yet, so the local time is read in
     * site.yaml's time zone.
     */
    private String date(WxrItem item, Consumer<String> warn) {
        Optional<LocalDateTime> local = wpDate(item.date());
        Optional<LocalDateTime> utc = wpDate(item.dateGmt());
        if (local.isPresent() && utc.isPresent()) {
            long seconds = java.time.Duration.between(utc.get(), local.get()).toSeconds();
            if (Math.abs(seconds) <= 18 * 3600) {
                return local.get()
                        .atOffset(ZoneOffset.ofTotalSeconds((int) seconds))
                        .format(DATE_TIME);
            }
        }
        if (local.isPresent()) {
            return local.get().atZone(site.firm().timeZone()).toOffsetDateTime().format(DATE_TIME);
        }
        if (utc.isPresent()) {
            return utc.get().atOffset(ZoneOffset.UTC).format(DATE_TIME);
        }
        warn.accept("no date in the export: dated 1970-01-01; set its date");
        return "1970-01-01";
    }

    private static Optional<LocalDateTime> wpDate(String text) {
        if (text.isBlank() || text.startsWith("0000")) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDateTime.parse(text, WP_DATE));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** The team member who wrote it: through --map authors, else by display name; else none (the firm). */
    private Optional<String> author(WxrItem item) {
        String login = item.creator();
        if (login.isEmpty()) {
            return Optional.empty();
        }
        String mapped = map.authors().get(ImportMap.normal(login));
        if (mapped != null
                && site.lawyer(mapped).filter(lawyer -> !lawyer.draft()).isPresent()) {
            return Optional.of(mapped);
        }
        String name = authors.getOrDefault(login, login);
        for (Lawyer lawyer : site.team()) {
            if (!lawyer.draft() && plainName(lawyer.name()).equals(plainName(name))) {
                return Optional.of(lawyer.slug());
            }
        }
        report.unmatchedAuthor(name + " (" + login + ")");
        return Optional.empty();
    }

    static String plainName(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFKD)
                .replaceAll("\\p{M}+", "")
                .replaceAll("[^\\p{L}\\p{N}]+", " ")
                .strip()
                .toLowerCase(Locale.ROOT);
    }

    /** The excerpt, else the body's first sentence; trimmed to about 200 characters at a word. */
    private static String description(WxrItem item) {
        String text = BodyConverter.plainText(item.excerpt()).strip();
        if (text.isEmpty()) {
            String body = BodyConverter.plainText(item.content()).strip();
            Matcher sentence = Pattern.compile("^.+?[.!?](?=\\s|$)").matcher(body);
            text = sentence.find() ? sentence.group() : body;
        }
        text = text.replaceAll("\\s+", " ");
        if (text.length() > DESCRIPTION_LENGTH) {
            int cut = text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1);
            text = text.substring(0, cut > DESCRIPTION_LENGTH / 2 ? cut : DESCRIPTION_LENGTH - 1)
                            .replaceAll("[,;:\\s]+$", "")
                    + "…";
        }
        return text.isEmpty() ? item.title().isBlank() ? "Untitled" : item.title() : text;
    }

    /** The title as text: WordPress may keep character references (an apostrophe as number 8217) and tags (em) in it. */
    private static String title(WxrItem item) {
        String text = org.jsoup.Jsoup.parseBodyFragment(item.title()).text().strip();
        return text.isEmpty() ? "Untitled" : text;
    }

    /** A YAML double-quoted scalar (JSON's string syntax is one). */
    static String quoted(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
