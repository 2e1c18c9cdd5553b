package com.firmsite.publish;

import com.firmsite.output.Output;
import java.time.LocalDate;

/**
 * A rendered page with its summary, as the discovery documents list it. Its own type, not {@link
 * SiteRenderer}'s: {@link RenderMemo} keeps pages, and the renderer uses the memo.
 */
public record RenderedPage(String path, String title, String description, LocalDate lastModified, Output output) {
    /** The same page, last changed on {@code day} (sitemaps' {@code lastmod}). */
    RenderedPage changedOn(LocalDate day) {
        return new RenderedPage(path, title, description, day, output);
    }
}
