package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.AgentNote;
import com.firmsite.testing.TestServer;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.TimeZone;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.property.DtStart;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The sample firm's events and job openings over HTTP: pages, twins, iCalendar files and JSON-LD. */
class EventsAndCareersTest {
    @RegisterExtension
    static final TestServer SERVER = TestServer.sample();

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theEventsPageListsUpcomingEventsFirstThenPastOnesAndHasATwin() {
        HttpResponse<String> page = SERVER.get("/events");
        assertThat(page.statusCode()).isEqualTo(200);
        String html = page.body();
        int upcoming = html.indexOf("Upcoming events");
        int past = html.indexOf("Past events");
        assertThat(upcoming).isPositive().isLessThan(past);
        // Each title is also in the head's JSON-LD: look for them from the first heading on.
        int briefing = html.indexOf("Non-compete reform", upcoming);
        assertThat(briefing).isBetween(upcoming, past);
        assertThat(html.indexOf("Building a privacy program", upcoming)).isBetween(briefing, past);
        assertThat(html.indexOf("Earnout disputes roundtable", upcoming)).isGreaterThan(past);

        HttpResponse<String> twin = SERVER.get("/events.md");
        assertThat(twin.headers().firstValue("Content-Type")).hasValue("text/markdown; charset=utf-8");
        assertThat(AgentNote.after(twin.body()))
                .startsWith("# Events")
                .contains("## Upcoming events", "## Past events");
        assertThat(SERVER.get("/fr/events").body()).contains("Événements à venir", "Réforme des clauses");
    }

    @Test
    void anEventPageHasItsTwinAndAnEventWithEveryPropertySearchEnginesAsk() throws Exception {
        String html = SERVER.get("/events/noncompete-reform-briefing").body();
        JsonNode event = jsonLd(html, "Event");
        assertThat(event.path("startDate").asText()).isEqualTo("2027-03-04T08:30-05:00");
        assertThat(event.path("endDate").asText()).isEqualTo("2027-03-04T10:30-05:00");
        assertThat(event.path("eventAttendanceMode").asText())
                .isEqualTo("https://schema.org/OfflineEventAttendanceMode");
        assertThat(event.path("eventStatus").asText()).isEqualTo("https://schema.org/EventScheduled");
        assertThat(event.path("location")
                        .get(0)
                        .path("address")
                        .path("addressLocality")
                        .asText())
                .isEqualTo("Boston");
        assertThat(event.path("organizer").path("name").asText()).isEqualTo("Hartwell & Lowe LLP");
        assertThat(event.path("performer").findValuesAsText("name")).contains("Elena Vasquez", "Laura Chen");

        JsonNode online = jsonLd(SERVER.get("/events/privacy-program-webinar").body(), "Event");
        assertThat(online.path("eventAttendanceMode").asText())
                .isEqualTo("https://schema.org/OnlineEventAttendanceMode");
        assertThat(online.path("location").get(0).path("@type").asText()).isEqualTo("VirtualLocation");

        String twin = AgentNote.after(
                SERVER.get("/events/noncompete-reform-briefing.md").body());
        assertThat(twin)
                .startsWith("# Non-compete reform")
                .contains("Laura Chen, Boston University School of Law")
                .contains("(<https://events.example-firm.com/noncompete-2027>)");
    }

    @Test
    void eachCalendarParsesBackToTheSameInstantsWhateverTheReadersTimeZone() throws Exception {
        HttpResponse<String> one = SERVER.get("/events/noncompete-reform-briefing.ics");
        assertThat(one.headers().firstValue("Content-Type")).hasValue("text/calendar; charset=utf-8");
        assertThat(one.body()).contains("\r\n", "BEGIN:VTIMEZONE", "TZID:America/New_York");
        Instant start =
                ZonedDateTime.parse("2027-03-04T08:30-05:00[America/New_York]").toInstant();
        Instant webinar = Instant.parse("2027-05-12T16:00:00Z");
        for (String zone : List.of("Asia/Tokyo", "America/Los_Angeles")) {
            TimeZone before = TimeZone.getDefault();
            TimeZone.setDefault(TimeZone.getTimeZone(zone));
            try {
                assertThat(starts(SERVER.get("/events/noncompete-reform-briefing.ics")
                                .body()))
                        .containsExactly(start);
                assertThat(starts(SERVER.get("/events/calendar.ics").body())).containsExactly(start, webinar);
            } finally {
                TimeZone.setDefault(before);
            }
        }
        assertThat(SERVER.get("/events/privacy-program-webinar.ics").body()).contains("DTSTART:20270512T160000Z");
    }

    @Test
    void calendarsAreTheSameBytesFromOneBuildToTheNext() {
        String first = SERVER.get("/events/calendar.ics").body();
        assertThat(first).contains("UID:noncompete-reform-briefing@localhost").doesNotContain("Earnout");
        try (TestServer again = TestServer.start(TestServer.SAMPLE_CONTENT, SERVER.baseUrl())) {
            assertThat(again.get("/events/calendar.ics").body()).isEqualTo(first);
        }
    }

    @Test
    void theCareersPageListsTheOpeningsAndEachIsAJobPosting() throws Exception {
        String careers = SERVER.get("/careers").body();
        assertThat(careers).contains("Open positions", "Litigation Associate", "Privacy Paralegal");
        assertThat(SERVER.get("/careers.md").body()).contains("USD 165,000–225,000 per year");

        JsonNode office = jsonLd(SERVER.get("/careers/litigation-associate").body(), "JobPosting");
        for (String required : List.of(
                "title",
                "description",
                "datePosted",
                "validThrough",
                "hiringOrganization",
                "employmentType",
                "baseSalary")) {
            assertThat(office.has(required)).as(required).isTrue();
        }
        assertThat(office.path("jobLocation")
                        .path("address")
                        .path("addressCountry")
                        .asText())
                .isEqualTo("US");
        assertThat(office.path("baseSalary").path("value").path("minValue").asInt())
                .isEqualTo(165000);
        assertThat(office.path("validThrough").asText()).isEqualTo("2027-03-01T05:00:00Z");

        JsonNode remote = jsonLd(SERVER.get("/careers/privacy-paralegal").body(), "JobPosting");
        assertThat(remote.path("jobLocationType").asText()).isEqualTo("TELECOMMUTE");
        assertThat(remote.path("applicantLocationRequirements")
                        .get(0)
                        .path("name")
                        .asText())
                .isEqualTo("US");
        assertThat(AgentNote.after(SERVER.get("/careers/privacy-paralegal.md").body()))
                .startsWith("# Privacy Paralegal");
        assertThat(SERVER.get("/fr/careers/litigation-associate").body()).contains("Avocat ou avocate en litige");
    }

    @Test
    void eventsAndOpeningsAreInTheSitemapsAndLlmsTxt() {
        assertThat(SERVER.sitemapUrls())
                .contains(
                        SERVER.baseUrl() + "/events",
                        SERVER.baseUrl() + "/events/noncompete-reform-briefing",
                        SERVER.baseUrl() + "/careers/litigation-associate");
        assertThat(SERVER.get("/llms.txt").body())
                .contains("/events/privacy-program-webinar.md", "/careers/privacy-paralegal.md");
    }

    private static List<Instant> starts(String ics) throws Exception {
        Calendar calendar = new CalendarBuilder().build(new StringReader(ics));
        return calendar.<VEvent>getComponents("VEVENT").stream()
                .map(event -> event.<DtStart<?>>getProperty("DTSTART").orElseThrow())
                .map(DtStart::getDate)
                .map(EventsAndCareersTest::instant)
                .toList();
    }

    private static Instant instant(Object date) {
        return switch (date) {
            case ZonedDateTime zoned -> zoned.toInstant();
            case java.time.OffsetDateTime offset -> offset.toInstant();
            case Instant exact -> exact;
            default -> throw new AssertionError("an inexact DTSTART: " + date);
        };
    }

    private static JsonNode jsonLd(String html, String type) throws Exception {
        for (var script : Jsoup.parse(html).select("script[type=application/ld+json]")) {
            JsonNode node = JSON.readTree(script.data());
            if (node.path("@type").asText().equals(type)) {
                return node;
            }
        }
        throw new AssertionError("no JSON-LD " + type);
    }
}
