package com.firmsite.content;

/**
 * A page written as a Markdown file outside the collection folders: {@code careers.md} is {@code
 * /careers}, {@code about/history.md} is {@code /about/history}, {@code home.md} is {@code /}.
 *
 * @param order position in menus and in its folder's page list
 * @param noindex kept out of sitemaps, llms.txt and search engines
 */
public record Page(
        String path, String title, String description, boolean draft, int order, boolean noindex, Body body) {

    /** The path of the page this one sits under ({@code /about} for {@code /about/history}), or "/" at the top. */
    public String parentPath() {
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? "/" : path.substring(0, slash);
    }
}
