package com.firmsite.publish;

import com.firmsite.content.Event;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import net.fortuna.ical4j.data.CalendarOutputter;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.TimeZoneRegistry;
import net.fortuna.ical4j.model.TimeZoneRegistryFactory;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.parameter.Cn;
import net.fortuna.ical4j.model.property.Description;
import net.fortuna.ical4j.model.property.DtEnd;
import net.fortuna.ical4j.model.property.DtStamp;
import net.fortuna.ical4j.model.property.DtStart;
import net.fortuna.ical4j.model.property.Location;
import net.fortuna.ical4j.model.property.Organizer;
import net.fortuna.ical4j.model.property.ProdId;
import net.fortuna.ical4j.model.property.Summary;
import net.fortuna.ical4j.model.property.Uid;
import net.fortuna.ical4j.model.property.Url;
import net.fortuna.ical4j.model.property.immutable.ImmutableCalScale;
import net.fortuna.ical4j.model.property.immutable.ImmutableMethod;
import net.fortuna.ical4j.model.property.immutable.ImmutableStatus;
import net.fortuna.ical4j.model.property.immutable.ImmutableVersion;

/**
 * The events as iCalendar (RFC 5545): {@code /events/<slug>.ics} for each event and {@code
 * /events/calendar.ics} with the upcoming ones, {@code text/calendar}. The bytes depend on the
 * content only, so that an export is reproducible: each {@code UID} is the event's slug at the
 * site's host (stable across edits, so a calendar updates the event it imported), and {@code
 * DTSTAMP} is the day its file last changed (as the sitemaps' {@code lastmod}), never the build's
 * clock. Times are exact: an event written with an offset is in UTC; one written in the site's time
 * zone keeps its {@code TZID}, defined by a {@code VTIMEZONE} from ical4j's bundled zone data.
 */
public final class EventCalendars {
    /** {@code text/calendar}: RFC 5545 §8.1 registers it, UTF-8 its default. */
    public static final MediaType CALENDAR = new MediaType("text/calendar; charset=utf-8", true);

    public static final String CALENDAR_PATH = "/events/calendar.ics";

    /** ical4j reads its zone data once per registry: one per process. */
    private static final TimeZoneRegistry ZONES =
            TimeZoneRegistryFactory.getInstance().createRegistry();

    private EventCalendars() {}

    /**
     * The calendars of the public site, each made when it is asked for (a {@link LateProducer}: a
     * large firm's years of seminars are hundreds of calendars, which ical4j writes a few a
     * millisecond, and few visitors import one).
     */
    public static List<LateOutput> late(BuildContext build) {
        Site site = build.listed();
        if (site.events().isEmpty()) {
            return List.of();
        }
        EventListings listings = new EventListings(site, site);
        List<Event> upcoming = site.upcomingEvents(build.now());
        List<LateOutput> outputs = new ArrayList<>();
        outputs.add(new LateOutput(
                CALENDAR_PATH, () -> document(CALENDAR_PATH, kept(build, CALENDAR_PATH, listings, upcoming))));
        for (Event event : site.events()) {
            String path = event.path() + ".ics";
            outputs.add(new LateOutput(path, () -> document(path, kept(build, path, listings, List.of(event)))));
        }
        return List.copyOf(outputs);
    }

    /**
     * The calendar of {@code events}, last build's when the firm, the base URL and what it says of
     * each event are unchanged: ical4j writes a few events a millisecond, and an edit elsewhere in a
     * firm with hundreds of events would otherwise write them all again.
     */
    private static Representation kept(BuildContext build, String path, EventListings listings, List<Event> events) {
        Site site = build.listed();
        return build.memo()
                .part(
                        "calendar " + path,
                        List.of(
                                site.firm(),
                                build.baseUrl(),
                                events.stream().map(listings::event).toList()),
                        Representation.class,
                        () -> Representation.of(CALENDAR, calendar(site, listings, events, build.baseUrl())));
    }

    /** The memo keeps the representation, so every build serves the same Bytes (see output.Bytes). */
    private static Output document(String path, Representation calendar) {
        return Output.document(path, calendar, Output.Cache.PAGE);
    }

    /** A calendar of {@code events}, each zone they are written in defined once. */
    static String calendar(Site site, EventListings listings, List<Event> events, String baseUrl) {
        Calendar calendar = new Calendar();
        calendar.add(new ProdId("-//" + site.firm().name() + "//firmsite//"
                + site.firm().language().toUpperCase(java.util.Locale.ROOT)));
        calendar.add(ImmutableVersion.VERSION_2_0);
        calendar.add(ImmutableCalScale.GREGORIAN);
        calendar.add(ImmutableMethod.PUBLISH);
        Set<String> zones = new LinkedHashSet<>();
        events.stream()
                .filter(Event::inTimeZone)
                .forEach(e -> zones.add(e.start().getZone().getId()));
        zones.forEach(zone -> calendar.add(ZONES.getTimeZone(zone).getVTimeZone()));
        events.forEach(event -> calendar.add(vevent(site, listings.event(event), baseUrl)));
        return text(calendar);
    }

    private static VEvent vevent(Site site, EventListings.EventItem item, String baseUrl) {
        Event event = item.event();
        String url = baseUrl + event.path();
        VEvent vevent = new VEvent(false);
        vevent.add(new Uid(event.slug() + "@" + URI.create(baseUrl).getHost()));
        vevent.add(new DtStamp(
                event.body().lastModified().atStartOfDay(ZoneOffset.UTC).toInstant()));
        vevent.add(
                event.inTimeZone()
                        ? new DtStart<>(event.start())
                        : new DtStart<>(event.start().toInstant()));
        vevent.add(
                event.inTimeZone()
                        ? new DtEnd<>(event.end())
                        : new DtEnd<>(event.end().toInstant()));
        vevent.add(new Summary(event.title()));
        vevent.add(new Description(event.description() + "\n\n" + url));
        vevent.add(new Url(URI.create(url)));
        String where = item.where().isEmpty() ? event.online() : item.where();
        vevent.add(new Location(where));
        vevent.add(ImmutableStatus.VEVENT_CONFIRMED);
        Organizer organizer = new Organizer(URI.create("mailto:" + site.firm().email()));
        organizer.add(new Cn(site.firm().name()));
        vevent.add(organizer);
        return vevent;
    }

    private static String text(Calendar calendar) {
        StringWriter writer = new StringWriter();
        try {
            new CalendarOutputter(false).output(calendar, writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writer.toString();
    }
}
