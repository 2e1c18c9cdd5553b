package com.firmsite.content;

/**
 * A folder of items, one Markdown file each, at {@code /<folder>/<slug>}: what a list of slugs in
 * front matter refers to, and which site paths exist besides the pages. A new content type with its
 * own folder is one constant here.
 */
enum ItemFolder {
    PRACTICE_AREA("practice area", "practice-areas"),
    TEAM_MEMBER("team member", "team"),
    PUBLICATION("publication", "publications"),
    EVENT("event", "events"),
    /** Job openings: {@code careers/<slug>.md} are openings, not pages under {@code /careers}. */
    JOB_OPENING("job opening", "careers");

    /** How an error names one item. */
    final String words;

    final String folder;

    /** The site path of its items, up to the slug: {@code /team/}. */
    final String section;

    ItemFolder(String words, String folder) {
        this.words = words;
        this.folder = folder;
        this.section = "/" + folder + "/";
    }
}
