package com.firmsite.publish;

import com.firmsite.content.InterfaceStrings;
import java.util.List;
import java.util.Map;

/**
 * The WebMCP tools every page offers browser agents (docs/decisions.md §6.1), as data: llms.txt and /docs
 * list them from here, and {@link WebMcpData} turns them into the tool descriptors the page module
 * registers, with enums filled from the content. The behaviour of each tool lives in
 * {@code /assets/webmcp.js}, keyed by {@link Tool#name()}. Titles and descriptions are interface
 * strings ({@code tool.<name>.title}, {@code tool.<name>.description}, {@code tool.<name>.<parameter>}),
 * so a page's tools speak its language (docs/decisions.md §9.10).
 */
public final class WebMcpTools {
    private WebMcpTools() {}

    /** Where the allowed values of a parameter come from. */
    public enum Values {
        /** Free text or a number: no enum. */
        ANY,
        PRACTICE_AREA_SLUGS,
        TEAM_SLUGS,
        PUBLICATION_SLUGS,
        OFFICE_SLUGS,
        ROLES,
        PUBLICATION_TYPES,
        /** An integer between the oldest and the newest publication year. */
        PUBLICATION_YEARS,
        /** Which page of a long result, from 1 (docs/decisions.md §6.5). */
        PAGE_NUMBER,
        /** {@code upcoming} or {@code past}: the events that have not ended, or those that have. */
        EVENT_TIMES
    }

    /** The optional {@code page} of the tools whose results grow with the firm. */
    private static final Parameter PAGE = new Parameter("page", "integer", false, Values.PAGE_NUMBER);

    /** One input parameter: a JSON Schema property of type {@code string} or {@code integer}. */
    public record Parameter(String name, String type, boolean required, Values values) {}

    /**
     * One tool. {@code readOnly} becomes the {@code readOnlyHint} annotation; only navigation changes
     * anything (the page the user sees).
     */
    public record Tool(String name, boolean readOnly, List<Parameter> parameters) {
        public String title(InterfaceStrings strings) {
            return strings.text("tool." + name + ".title");
        }

        public String description(InterfaceStrings strings) {
            return strings.text("tool." + name + ".description");
        }

        /**
         * What {@code parameter} of this tool means, for its JSON Schema {@code description};
         * {@code prefix} ("" or "/fr") makes its example paths those of the page's language.
         */
        public String describe(Parameter parameter, InterfaceStrings strings, String prefix) {
            return strings.text("tool." + name + "." + parameter.name(), Map.of("prefix", prefix));
        }
    }

    /**
     * The declarative tool of every page: its search form ({@code <form toolname>} in layout.jte),
     * which the browser offers agents besides the tools of {@link #ALL} (docs/decisions.md §6.5).
     */
    public static final String SEARCH_FORM = "search_site";

    public static final List<Tool> ALL = List.of(
            new Tool("list_pages", true, List.of(PAGE)),
            new Tool("navigate_to_page", false, List.of(new Parameter("path", "string", true, Values.ANY))),
            new Tool("list_practice_areas", true, List.of()),
            new Tool(
                    "get_practice_area",
                    true,
                    List.of(new Parameter("slug", "string", true, Values.PRACTICE_AREA_SLUGS))),
            new Tool(
                    "search_publications",
                    true,
                    List.of(
                            new Parameter("query", "string", false, Values.ANY),
                            new Parameter("practiceArea", "string", false, Values.PRACTICE_AREA_SLUGS),
                            new Parameter("year", "integer", false, Values.PUBLICATION_YEARS),
                            new Parameter("type", "string", false, Values.PUBLICATION_TYPES),
                            new Parameter("author", "string", false, Values.TEAM_SLUGS),
                            PAGE)),
            new Tool("get_publication", true, List.of(new Parameter("slug", "string", true, Values.PUBLICATION_SLUGS))),
            new Tool(
                    "search_team",
                    true,
                    List.of(
                            new Parameter("name", "string", false, Values.ANY),
                            new Parameter("practiceArea", "string", false, Values.PRACTICE_AREA_SLUGS),
                            new Parameter("office", "string", false, Values.OFFICE_SLUGS),
                            new Parameter("role", "string", false, Values.ROLES),
                            PAGE)),
            new Tool("get_team_member", true, List.of(new Parameter("slug", "string", true, Values.TEAM_SLUGS))),
            new Tool(
                    "find_events",
                    true,
                    List.of(
                            new Parameter("query", "string", false, Values.ANY),
                            new Parameter("when", "string", false, Values.EVENT_TIMES),
                            new Parameter("practiceArea", "string", false, Values.PRACTICE_AREA_SLUGS),
                            new Parameter("speaker", "string", false, Values.TEAM_SLUGS),
                            PAGE)),
            new Tool(
                    "find_job_openings",
                    true,
                    List.of(
                            new Parameter("query", "string", false, Values.ANY),
                            new Parameter("office", "string", false, Values.OFFICE_SLUGS),
                            PAGE)),
            new Tool(
                    "get_contact_details",
                    true,
                    List.of(new Parameter("office", "string", false, Values.OFFICE_SLUGS))));
}
