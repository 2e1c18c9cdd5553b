package com.firmsite.publish.discovery;

import com.firmsite.content.Event;
import com.firmsite.content.JobOpening;
import com.firmsite.content.Lawyer;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Publication;
import com.firmsite.content.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How the llms documents stay bounded at any size (docs/decisions.md §5.18): a family of detail
 * pages (publications, team, practice areas) that would make
 * {@code llms.txt} pass {@link #INDEX_LIMIT} characters, or {@code llms-full.txt} pass {@link
 * #FULL_LIMIT} bytes, moves to documents of its own under the family's list page ({@code
 * /publications/llms.txt}, {@code /publications/llms-full.txt}); one of those that would pass the limit
 * in turn lists the documents of its groups: publications by year, then month, then day
 * ({@code /publications/2019/llms.txt}, {@code /publications/2019/03/llms.txt}), the other families by
 * the first letter of the slug, then the first two ({@code /team/s/llms.txt}, {@code
 * /team/s/sm/llms.txt}), and last each item alone. The groups come from the items' own facts, so a
 * URL never moves when another item is added.
 */
final class LlmsSplit {
    /** The most characters an llms index ({@code llms.txt} at any level) may hold. */
    static final int INDEX_LIMIT = 50_000;

    /** The most bytes an {@code llms-full.txt} document may hold (4 MB). */
    static final long FULL_LIMIT = 4_000_000;

    private LlmsSplit() {}

    /** A family of detail pages under its list page's site path. */
    record Family(String path) {
        static final Family PUBLICATIONS = new Family("/publications");
        static final Family TEAM = new Family("/team");
        static final Family PRACTICE_AREAS = new Family("/practice-areas");
        /** Years of seminars at a large firm: hundreds of lines, by the day each starts when they do not fit. */
        static final Family EVENTS = new Family("/events");

        static final Family JOB_OPENINGS = new Family("/careers");

        static final List<Family> ALL = List.of(PUBLICATIONS, TEAM, PRACTICE_AREAS, EVENTS, JOB_OPENINGS);

        /** The URL path of this family's document {@code name} for the group {@code keys}, under {@code prefix}. */
        String document(String prefix, List<String> keys, String name) {
            StringBuilder path = new StringBuilder(prefix).append(this.path);
            keys.forEach(key -> path.append('/').append(key));
            return path.append('/').append(name).toString();
        }
    }

    /** A detail page's family and the keys of its groups, coarsest first. */
    record Member(Family family, List<String> keys) {}

    /** Every detail page of {@code site}, by site path. */
    static Map<String, Member> members(Site site) {
        Map<String, Member> members = new HashMap<>();
        for (Publication publication : site.publications()) {
            members.put(publication.path(), new Member(Family.PUBLICATIONS, dateKeys(publication)));
        }
        for (Lawyer lawyer : site.team()) {
            members.put(lawyer.path(), new Member(Family.TEAM, slugKeys(lawyer.slug())));
        }
        for (PracticeArea area : site.practiceAreas()) {
            members.put(area.path(), new Member(Family.PRACTICE_AREAS, slugKeys(area.slug())));
        }
        for (Event event : site.events()) {
            members.put(event.path(), new Member(Family.EVENTS, dateKeys(event)));
        }
        for (JobOpening job : site.jobOpenings()) {
            members.put(job.path(), new Member(Family.JOB_OPENINGS, slugKeys(job.slug())));
        }
        return members;
    }

    /** A publication's groups: its year, month and day, then itself. */
    static List<String> dateKeys(Publication publication) {
        return List.of(
                String.format("%04d", publication.date().getYear()),
                String.format("%02d", publication.date().getMonthValue()),
                String.format("%02d", publication.date().getDayOfMonth()),
                publication.slug());
    }

    /** An event's groups: the year, month and day it starts (where it is held), then itself. */
    static List<String> dateKeys(Event event) {
        return List.of(
                String.format("%04d", event.start().getYear()),
                String.format("%02d", event.start().getMonthValue()),
                String.format("%02d", event.start().getDayOfMonth()),
                event.slug());
    }

    /** An item's groups by its slug: its first letter, its first two, then itself. */
    static List<String> slugKeys(String slug) {
        return List.of(slug.substring(0, 1), slug.substring(0, Math.min(2, slug.length())), slug);
    }

    /** A group's label: {@code 2019}, {@code 2019-03}; {@code s}, {@code sm}. */
    static String label(List<String> keys) {
        return keys.isEmpty() ? "" : keys.getLast().length() > 2 && keys.size() > 1 ? keys.getLast() : join(keys);
    }

    private static String join(List<String> keys) {
        return keys.getFirst().chars().allMatch(Character::isDigit) ? String.join("-", keys) : keys.getLast();
    }

    /**
     * A family's items as a tree of documents: a leaf holds its items, a branch links its groups.
     *
     * @param keys the group's keys ({@code [2019]}), none for the family's own document
     * @param items the group's items, in site order
     * @param children its groups, in the order of their first item; none for a leaf
     */
    record Group<T>(List<String> keys, List<T> items, List<Group<T>> children) {
        boolean leaf() {
            return children.isEmpty();
        }

        /** This group and every group under it, each before its children. */
        List<Group<T>> all() {
            List<Group<T>> all = new ArrayList<>();
            all.add(this);
            children.forEach(child -> all.addAll(child.all()));
            return all;
        }
    }

    /**
     * Splits {@code items} into groups by their next key until each leaf {@code fits} (or holds one
     * item whose keys are all used).
     */
    static <T> Group<T> group(
            List<String> keys, List<T> items, Function<T, List<String>> keysOf, Predicate<Group<T>> fits) {
        int depth = keys.size();
        Group<T> leaf = new Group<>(keys, items, List.of());
        if (fits.test(leaf)
                || items.stream().anyMatch(item -> keysOf.apply(item).size() <= depth)) {
            return leaf;
        }
        Map<String, List<T>> groups = new LinkedHashMap<>();
        for (T item : items) {
            groups.computeIfAbsent(keysOf.apply(item).get(depth), key -> new ArrayList<>())
                    .add(item);
        }
        List<Group<T>> children = new ArrayList<>();
        groups.forEach((key, members) -> {
            List<String> childKeys = new ArrayList<>(keys);
            childKeys.add(key);
            children.add(group(List.copyOf(childKeys), List.copyOf(members), keysOf, fits));
        });
        return new Group<>(keys, items, List.copyOf(children));
    }
}
