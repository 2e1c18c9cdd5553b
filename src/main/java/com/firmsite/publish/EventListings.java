package com.firmsite.publish;

import com.firmsite.content.Event;
import com.firmsite.content.InterfaceStrings;
import com.firmsite.content.JobOpening;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Events and job openings with their references resolved and their times, places and pay in the
 * words of the page's language: the HTML pages and their Markdown twins read the same items, so
 * both always say the same thing.
 */
public final class EventListings {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm");

    private final Site site;
    private final Site original;

    /** As {@link Listings}: a speaker or practice area not translated is found in {@code original}. */
    EventListings(Site site, Site original) {
        this.site = site;
        this.original = original;
    }

    /**
     * An event as its pages show it.
     *
     * @param when its date and times, with the zone they are in ("4 March 2027, 09:00–11:00 (UTC-05:00)")
     * @param where the office or venue in one line; empty for an event held only online
     */
    public record EventItem(
            Event event, String when, String where, List<SpeakerItem> speakers, List<PracticeArea> areas) {}

    /**
     * A speaker: a team member, with the path of their page, or a guest.
     *
     * @param path the team member's page; empty for a guest
     */
    public record SpeakerItem(String name, String path, String affiliation) {}

    /**
     * A job opening as its pages show it.
     *
     * @param place the office's name, or "Remote"
     * @param pay the range with its currency and unit ("USD 150,000–190,000 per year")
     */
    public record JobItem(JobOpening job, String place, String pay, String closes) {}

    List<EventItem> events(List<Event> events) {
        return events.stream().map(this::event).toList();
    }

    EventItem event(Event event) {
        return new EventItem(
                event,
                when(event.start(), event.end()),
                where(event),
                event.speakers().stream().map(this::speaker).toList(),
                event.practiceAreas().stream()
                        .map(slug -> site.practiceArea(slug).or(() -> original.practiceArea(slug)))
                        .flatMap(Optional::stream)
                        .toList());
    }

    List<JobItem> jobs(List<JobOpening> jobs) {
        return jobs.stream().map(this::job).toList();
    }

    JobItem job(JobOpening job) {
        InterfaceStrings words = site.strings();
        String place = job.remote()
                ? words.text("remote")
                : site.firm().office(job.office()).map(Office::name).orElse(job.office());
        JobOpening.Salary salary = job.salary();
        String pay = words.text(
                "payRange",
                Map.of(
                        "currency", salary.currency(),
                        "min", words.number(salary.min()),
                        "max", words.number(salary.max()),
                        "unit", words.text("per." + salary.unit())));
        String closes = words.date(
                job.validThrough().minusNanos(1).atZone(site.firm().timeZone()).toLocalDate());
        return new JobItem(job, place, pay, closes);
    }

    private SpeakerItem speaker(Event.Speaker speaker) {
        if (speaker.isGuest()) {
            return new SpeakerItem(speaker.name(), "", speaker.affiliation());
        }
        return site.lawyer(speaker.slug())
                .or(() -> original.lawyer(speaker.slug()))
                .map(lawyer -> new SpeakerItem(
                        lawyer.name(), lawyer.path(), site.firm().name()))
                .orElseThrow(() -> new IllegalStateException("the loader checks speakers: " + speaker.slug()));
    }

    /** The office's name and address, or the venue's, in one line. */
    private String where(Event event) {
        return event.location()
                .map(venue -> venue.isOffice()
                        ? site.firm()
                                .office(venue.office())
                                .map(EventListings::officeLine)
                                .orElse(venue.name())
                        : venue.name() + ", " + venue.address())
                .orElse("");
    }

    private static String officeLine(Office office) {
        return office.name() + ", " + office.street() + ", " + office.locality() + " " + office.postalCode();
    }

    /** One day's date with both times, or both dates and times when it spans days; then the zone. */
    private String when(ZonedDateTime start, ZonedDateTime end) {
        InterfaceStrings words = site.strings();
        String from = words.date(start.toLocalDate()) + ", " + CLOCK.format(start);
        String to = start.toLocalDate().equals(end.toLocalDate())
                ? CLOCK.format(end)
                : words.date(end.toLocalDate()) + ", " + CLOCK.format(end);
        return from + "–" + to + " (" + start.getZone().getId() + ")";
    }
}
