package com.firmsite.publish;

import java.util.List;

/**
 * The WebMCP tools every page offers browser agents (docs/decisions.md §6.1), as data: llms.txt and /docs
 * list them from here, and {@link WebMcpData} turns them into the tool descriptors the page module
 * registers, with enums filled from the site's content. The behaviour of each tool lives in
 * {@code /assets/webmcp.js}, keyed by {@link Tool#name()}.
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
        PUBLICATION_YEARS
    }

    /** One input parameter: a JSON Schema property of type {@code string} or {@code integer}. */
    public record Parameter(String name, String type, String description, boolean required, Values values) {}

    /**
     * One tool. {@code readOnly} becomes the {@code readOnlyHint} annotation; only navigation changes
     * anything (the page the user sees).
     */
    public record Tool(String name, String title, String description, boolean readOnly, List<Parameter> parameters) {}

    public static final List<Tool> ALL = List.of(
            new Tool(
                    "list_pages",
                    "List pages",
                    "List every page of this law firm's website with its path, title and one-line summary. Use it to find"
                            + " which page answers a question before reading or opening it.",
                    true,
                    List.of()),
            new Tool(
                    "navigate_to_page",
                    "Open a page",
                    "Open a page of this website in the user's browser tab, for example when the user asks to see a"
                            + " lawyer's profile or the contact page. Only pages of this site can be opened; use list_pages"
                            + " for the paths. To read a page's content without leaving the current one, use the get_ tools.",
                    false,
                    List.of(new Parameter(
                            "path",
                            "string",
                            "The page's path on this site, e.g. \"/team\" or \"/practice-areas/real-estate\" (a full URL on this"
                                    + " site is accepted too).",
                            true,
                            Values.ANY))),
            new Tool(
                    "list_practice_areas",
                    "List practice areas",
                    "List the firm's practice areas (the kinds of legal work it does) with their slugs, summaries and the"
                            + " number of lawyers in each. Use it to find which area fits a client's problem.",
                    true,
                    List.of()),
            new Tool(
                    "get_practice_area",
                    "Read a practice area",
                    "Read the full description of one practice area, with the lawyers who work in it and its"
                            + " publications, as Markdown.",
                    true,
                    List.of(new Parameter(
                            "slug",
                            "string",
                            "The practice area's slug, as list_practice_areas gives it.",
                            true,
                            Values.PRACTICE_AREA_SLUGS))),
            new Tool(
                    "search_publications",
                    "Search publications",
                    "Search the firm's publications (client alerts, articles and insights), newest first. Every filter is"
                            + " optional and they combine; with none, all publications are listed. Returns titles, dates,"
                            + " authors, summaries, topics and slugs for get_publication.",
                    true,
                    List.of(
                            new Parameter(
                                    "query",
                                    "string",
                                    "Words that must all appear in the title, summary, topics, authors or practice areas (case-insensitive).",
                                    false,
                                    Values.ANY),
                            new Parameter(
                                    "practiceArea",
                                    "string",
                                    "Only publications in this practice area (slug).",
                                    false,
                                    Values.PRACTICE_AREA_SLUGS),
                            new Parameter(
                                    "year",
                                    "integer",
                                    "Only publications dated in this year.",
                                    false,
                                    Values.PUBLICATION_YEARS),
                            new Parameter(
                                    "type",
                                    "string",
                                    "Only publications of this type.",
                                    false,
                                    Values.PUBLICATION_TYPES),
                            new Parameter(
                                    "author",
                                    "string",
                                    "Only publications written by this team member (slug).",
                                    false,
                                    Values.TEAM_SLUGS))),
            new Tool(
                    "get_publication",
                    "Read a publication",
                    "Read the full text of one publication as Markdown, with its date, authors and practice areas.",
                    true,
                    List.of(new Parameter(
                            "slug",
                            "string",
                            "The publication's slug, as search_publications gives it.",
                            true,
                            Values.PUBLICATION_SLUGS))),
            new Tool(
                    "search_team",
                    "Find lawyers",
                    "Find the firm's lawyers and paralegals by name, practice area, office or role. Every filter is"
                            + " optional and they combine; with none, the whole team is listed. Returns each person's role,"
                            + " office, practice areas, e-mail, phone, languages, portrait URL and slug for get_team_member.",
                    true,
                    List.of(
                            new Parameter(
                                    "name",
                                    "string",
                                    "Words that must all appear in the person's name (case-insensitive).",
                                    false,
                                    Values.ANY),
                            new Parameter(
                                    "practiceArea",
                                    "string",
                                    "Only people who work in this practice area (slug).",
                                    false,
                                    Values.PRACTICE_AREA_SLUGS),
                            new Parameter(
                                    "office",
                                    "string",
                                    "Only people based in this office (slug).",
                                    false,
                                    Values.OFFICE_SLUGS),
                            new Parameter("role", "string", "Only people with this role.", false, Values.ROLES))),
            new Tool(
                    "get_team_member",
                    "Read a lawyer's profile",
                    "Read one team member's full profile as Markdown: portrait (its URL), role, office, practice areas, contact details,"
                            + " biography, bar admissions, education and publications.",
                    true,
                    List.of(new Parameter(
                            "slug",
                            "string",
                            "The team member's slug, as search_team gives it.",
                            true,
                            Values.TEAM_SLUGS))),
            new Tool(
                    "get_contact_details",
                    "Contact details",
                    "Get how to contact the firm: main phone and e-mail, and each office's address, phone, e-mail and"
                            + " opening hours. Do not send confidential information before the firm has agreed to act.",
                    true,
                    List.of(new Parameter(
                            "office",
                            "string",
                            "Only this office (slug); leave out for all offices.",
                            false,
                            Values.OFFICE_SLUGS))));
}
