package com.firmsite.publish;

import com.firmsite.content.Firm;
import com.firmsite.content.Page;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import com.firmsite.publish.EventListings.EventItem;
import com.firmsite.publish.EventListings.JobItem;
import com.firmsite.publish.Listings.AreaItem;
import com.firmsite.publish.Listings.MemberItem;
import com.firmsite.publish.Listings.PublicationItem;
import com.firmsite.publish.Listings.RoleGroup;
import com.firmsite.publish.Listings.YearGroup;
import java.util.List;

/**
 * What one page shows, whatever its format: one record per page kind, given to the templates of
 * every page format ({@link PageTemplates}). A page format's templates take from it what they
 * write, and call the generated method of their template with it, so that a template parameter
 * added, removed or retyped is a compile error in that format's {@link PageTemplates}, not a
 * missing map entry at run time; and, the interface being sealed, a new page kind is a compile
 * error in every format that does not render it.
 */
sealed interface PageModel {
    /** The page's frame: title, description, path, links, head metadata and preview banner. */
    PageView page();

    /**
     * A page's own text in each page format, rendered from the same parsed tree: HTML (images with
     * their sizes, links in the page's language) and Markdown (absolute links).
     */
    record BodyText(String html, String markdown) {
        /** A page without text of its own (a publications index that has no introduction). */
        static final BodyText EMPTY = new BodyText("", "");
    }

    /** The home page: the firm's introduction, its practice areas and its latest publications. */
    record HomePage(PageView page, Site site, BodyText body, List<AreaItem> areas, List<PublicationItem> latest)
            implements PageModel {}

    /** A page of its own ({@code /about}, {@code /docs}), with the pages of its folder if it heads one. */
    record PlainPage(PageView page, BodyText body, List<Page> children) implements PageModel {}

    /** The contact page: the firm's offices and how to reach them. */
    record ContactPage(PageView page, Firm firm, BodyText body) implements PageModel {}

    /** The practice areas' index. */
    record PracticeAreasPage(PageView page, BodyText intro, List<AreaItem> areas) implements PageModel {}

    /**
     * A practice area with its first team members and latest publications.
     *
     * @param memberCount how many people the area has: more than {@code members}, a link to them all
     * @param publicationCount how many publications it has: more than shown, a link to them all
     */
    record PracticeAreaPage(
            PageView page,
            PracticeArea area,
            BodyText body,
            List<MemberItem> members,
            int memberCount,
            List<PublicationItem> publications,
            int publicationCount)
            implements PageModel {}

    /**
     * One page of a list of the team (the whole team, or filtered), grouped by role.
     *
     * @param lead what a filtered list leads with (its description); empty on the whole team
     * @param intro the team page's introduction, on the whole team's first page only
     */
    record TeamPage(PageView page, String lead, BodyText intro, TeamFilters filters, List<RoleGroup> groups)
            implements PageModel {}

    /**
     * A team member's page with their latest publications.
     *
     * @param publicationCount how many they wrote: more than shown, a link to the whole list
     */
    record LawyerPage(
            PageView page, MemberItem member, BodyText body, List<PublicationItem> publications, int publicationCount)
            implements PageModel {}

    /**
     * One page of the publications' index, whole or filtered (practice area, type, year, author).
     *
     * @param lead what a filtered index leads with (its description); empty on the whole index
     */
    record PublicationsPage(
            PageView page, String lead, BodyText intro, PublicationFilters filters, List<YearGroup> years)
            implements PageModel {}

    /** A publication with its authors. */
    record PublicationPage(PageView page, PublicationItem item, BodyText body, List<MemberItem> authors)
            implements PageModel {}

    /**
     * One page of {@code /events}: the events that have not ended, soonest first, then the past ones,
     * latest first, paged as every list (docs/decisions.md §1.12).
     *
     * @param upcoming the upcoming events this page shows
     * @param past the past events this page shows
     * @param first whether this is the list's first page, which says so when no event is upcoming
     */
    record EventsPage(PageView page, List<EventItem> upcoming, List<EventItem> past, boolean first)
            implements PageModel {}

    /** One event. */
    record EventPage(PageView page, EventItem item, BodyText body) implements PageModel {}

    /**
     * A page of {@code /careers}: the open positions it shows, then, on the first page ({@code
     * first}), the page's own text and the pages of its folder.
     */
    record CareersPage(PageView page, BodyText body, List<Page> children, List<JobItem> openings, boolean first)
            implements PageModel {}

    /** One job opening. */
    record JobOpeningPage(PageView page, JobItem item, BodyText body) implements PageModel {}

    /** The body of a negotiated error (404, 405): its title is the page's, {@code message} says why. */
    record MessagePage(PageView page, String message) implements PageModel {}
}
