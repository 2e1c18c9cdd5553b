package com.firmsite.content;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The records of the last load of one content folder, so that the next load hands on the very same
 * record for every item whose record came out equal: the firm, and each page and item of every
 * language, by its language and site path.
 *
 * <p>Why: the render memo ({@code publish.RenderMemo}) decides that a page is unchanged by comparing
 * what it shows with what it showed, records by value. A record of the last load is compared in one
 * step when it is the same object (a record's {@code equals} tests identity first, and so do the
 * JDK's lists), and field by field when it is a new one built from the same file. A large firm's list
 * pages show every publication a few times over (the publications' pages, each practice area's,
 * each author's, the filters): comparing them field by field was a quarter of a reload's rendering
 * (issue 34). Here each record is compared once per load instead. Substituting an equal record is
 * safe by definition: records are values.
 */
final class KeptRecords {
    private Map<String, Object> last = Map.of();

    /**
     * {@code site} with each record that equals the last load's at its place replaced by that
     * record; remembers this load's for the next.
     */
    synchronized Site keep(Site site) {
        Map<String, Object> next = new HashMap<>(2 * last.size() + 16);
        Map<String, Site> translations = new LinkedHashMap<>();
        site.translations()
                .forEach((language, translated) ->
                        translations.put(language, keep(translated, language, translated.translations(), next)));
        Site kept = keep(site, site.firm().language(), translations, next);
        last = next;
        return kept;
    }

    private Site keep(Site site, String language, Map<String, Site> translations, Map<String, Object> next) {
        return Site.builder(same("firm " + language, site.firm(), next))
                .pages(same(language, site.pages(), Page::path, next))
                .practiceAreas(same(language, site.practiceAreas(), PracticeArea::path, next))
                .team(same(language, site.team(), Lawyer::path, next))
                .publications(same(language, site.publications(), Publication::path, next))
                .events(same(language, site.events(), Event::path, next))
                .jobOpenings(same(language, site.jobOpenings(), JobOpening::path, next))
                .redirects(site.redirects())
                .translations(translations)
                .strings(site.strings())
                .warnings(site.warnings())
                .build();
    }

    private <T> List<T> same(String language, List<T> built, Function<T, String> path, Map<String, Object> next) {
        List<T> kept = new ArrayList<>(built.size());
        for (T item : built) {
            kept.add(same(language + " " + path.apply(item), item, next));
        }
        return kept;
    }

    @SuppressWarnings("unchecked") // an equal object is of the same record class
    private <T> T same(String key, T built, Map<String, Object> next) {
        Object before = last.get(key);
        T kept = built.equals(before) ? (T) before : built;
        next.put(key, kept);
        return kept;
    }
}
