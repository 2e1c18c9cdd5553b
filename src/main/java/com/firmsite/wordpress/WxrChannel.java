package com.firmsite.wordpress;

import java.util.List;
import java.util.Map;

/**
 * What a WordPress export says about the site beside its items.
 *
 * @param baseUrls the old site's addresses ({@code <link>}, {@code wp:base_site_url}, {@code
 *     wp:base_blog_url}), without a trailing slash
 * @param authors display name by login
 * @param categories the declared categories, for their archive addresses
 * @param strayText text found between the channel's elements, where WXR has none (skipped)
 */
record WxrChannel(
        String version,
        List<String> baseUrls,
        Map<String, String> authors,
        List<Category> categories,
        List<String> tags,
        List<WxrItem.Stray> strayText) {

    /** A declared category: its slug and its parent's slug (empty at the top). */
    record Category(String slug, String parent, String name) {}
}
