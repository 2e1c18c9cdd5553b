package com.firmsite.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One page of a list: which list ({@code basePath}, its first page), which page and how many there
 * are. Page 1 is the list's own path ({@code /publications}); page {@code n} is {@code
 * /publications/page/n}; there is no {@code /publications/page/1}, so that one list never has two
 * URLs (docs/decisions.md §1.10). Every page is a plain link: no query parameter, no script.
 *
 * @param basePath the site path of the list's first page
 * @param number this page, from 1
 * @param pages how many pages the list has, at least 1 (an empty list is one page that says so)
 */
public record Paging(String basePath, int number, int pages) {
    /** The segment between a list's path and its page number. */
    public static final String SEGMENT = "/page/";

    /** {@code /publications/page/2}: a list's page other than its first. */
    private static final Pattern PAGED = Pattern.compile("(/.*)" + SEGMENT + "([2-9]|[1-9][0-9]{1,8})");

    /** How many neighbours of the current page the navigation lists by number on each side. */
    private static final int NEIGHBOURS = 2;

    public Paging {
        if (number < 1 || number > pages) {
            throw new IllegalArgumentException("page " + number + " of " + pages);
        }
    }

    /** The pages of a list of {@code entries} entries, {@code pageSize} to a page. */
    public static int pageCount(int entries, int pageSize) {
        return Math.max(1, (entries + pageSize - 1) / pageSize);
    }

    /** Each page of a list of {@code entries} entries at {@code basePath}, first to last. */
    public static List<Paging> of(String basePath, int entries, int pageSize) {
        int pages = pageCount(entries, pageSize);
        List<Paging> all = new ArrayList<>(pages);
        for (int number = 1; number <= pages; number++) {
            all.add(new Paging(basePath, number, pages));
        }
        return List.copyOf(all);
    }

    /** The list and page number of {@code /publications/page/2}; empty for a path that is no list's later page. */
    public static Optional<Located> locate(String path) {
        Matcher matcher = PAGED.matcher(path);
        return matcher.matches()
                ? Optional.of(new Located(matcher.group(1), Integer.parseInt(matcher.group(2))))
                : Optional.empty();
    }

    /** A later page's list ({@code /publications}) and number (2 or more). */
    public record Located(String basePath, int number) {}

    /** The entries of {@code all} this page shows. */
    public <T> List<T> slice(List<T> all, int pageSize) {
        int from = Math.min(all.size(), (number - 1) * pageSize);
        return List.copyOf(all.subList(from, Math.min(all.size(), from + pageSize)));
    }

    /** This page's site path. */
    public String path() {
        return path(number);
    }

    /** The site path of page {@code n} of this list. */
    public String path(int n) {
        return n == 1 ? basePath : basePath + SEGMENT + n;
    }

    /** Whether the list has more than one page: only then is there a navigation to show. */
    public boolean paged() {
        return pages > 1;
    }

    /** The page before this one, for {@code rel="prev"}; none on the first. */
    public Optional<String> previous() {
        return number > 1 ? Optional.of(path(number - 1)) : Optional.empty();
    }

    /** The page after this one, for {@code rel="next"}; none on the last. */
    public Optional<String> next() {
        return number < pages ? Optional.of(path(number + 1)) : Optional.empty();
    }

    /**
     * The page numbers the navigation links to: the first, the last, and this page with its
     * neighbours, a 0 standing for each gap ("…"). A list of 500 pages then has a navigation of at
     * most nine entries, not 500 links on every page.
     */
    public List<Integer> numbers() {
        List<Integer> numbers = new ArrayList<>();
        for (int n = 1; n <= pages; n++) {
            boolean shown = n == 1 || n == pages || Math.abs(n - number) <= NEIGHBOURS;
            if (shown) {
                numbers.add(n);
            } else if (numbers.getLast() != 0) {
                numbers.add(0);
            }
        }
        return List.copyOf(numbers);
    }

    /** {@code "page"} on this page's own number, else null (jte then leaves the attribute out). */
    public String ariaCurrent(int n) {
        return n == number ? "page" : null;
    }
}
