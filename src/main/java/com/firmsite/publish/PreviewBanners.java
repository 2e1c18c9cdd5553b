package com.firmsite.publish;

import com.firmsite.content.ScheduledTime;
import com.firmsite.content.Site;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * The banners of an editors' preview ({@code firmsite serve --drafts}): every page the public does
 * not see at {@code now}, by site path, with what its banner says.
 */
public final class PreviewBanners {
    private PreviewBanners() {}

    public static Map<String, String> of(Site site, Instant now) {
        Map<String, String> banners = new HashMap<>();
        // In the site's language: a translation's preview shows its own banners (docs/decisions.md §9.12).
        String draft = site.strings().text("draftBanner");
        site.pages().stream().filter(p -> p.draft()).forEach(p -> banners.put(p.path(), draft));
        site.practiceAreas().stream().filter(a -> a.draft()).forEach(a -> banners.put(a.path(), draft));
        site.team().stream().filter(l -> l.draft()).forEach(l -> banners.put(l.path(), draft));
        site.publications().stream().filter(p -> p.draft()).forEach(p -> banners.put(p.path(), draft));
        site.scheduled(now)
                .forEach(p -> banners.put(
                        p.path(),
                        site.strings()
                                .text(
                                        "scheduledBanner",
                                        Map.of(
                                                "time",
                                                ScheduledTime.local(
                                                        p.published(),
                                                        site.firm().timeZone())))));
        return Map.copyOf(banners);
    }
}
