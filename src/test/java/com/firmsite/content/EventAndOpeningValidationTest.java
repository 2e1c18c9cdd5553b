package com.firmsite.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.ContentFolder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An event's or a job opening's bad input is a content error at its file and line. */
class EventAndOpeningValidationTest {
    @TempDir
    Path dir;

    @Test
    void eachMistakeIsReportedAtItsFileAndLine() {
        Path content = ContentFolder.copyOfSample(dir);
        Path event = content.resolve("events/noncompete-reform-briefing.md");
        Path webinar = content.resolve("events/privacy-program-webinar.md");
        Path job = content.resolve("careers/litigation-associate.md");
        Path remote = content.resolve("careers/privacy-paralegal.md");
        ContentFolder.replaceLine(event, "end:", "end: 2027-03-04T07:00");
        ContentFolder.replaceLine(event, "location:", "location: chicago");
        ContentFolder.replaceLine(event, "  - elena-vasquez", "  - elena-vasques");
        ContentFolder.replaceLine(webinar, "registration:", "registration: http://events.example-firm.com/privacy");
        ContentFolder.replaceLine(job, "validThrough:", "validThrough: 2026-10-01");
        ContentFolder.replaceLine(job, "salary:", "salary: {min: 225000, max: 165000, currency: USD, unit: YEAR}");
        ContentFolder.replaceLine(remote, "salary:", "salary: {min: 70000, max: 90000, currency: XYZ, unit: YEAR}");

        List<String> errors = catchThrowableOfType(
                        ContentException.class, () -> ContentLoader.load(content, DiscoveryDocuments::isGeneratedPath))
                .errors()
                .stream()
                .map(ContentError::toString)
                .toList();

        assertThat(errors)
                .anySatisfy(at(event, "end:", "ends", "before it starts"))
                .anySatisfy(at(event, "location:", "unknown office \"chicago\""))
                .anySatisfy(at(event, "  - elena-vasques", "unknown team member \"elena-vasques\""))
                .anySatisfy(at(webinar, "registration:", "absolute https:// URL"))
                .anySatisfy(at(job, "validThrough:", "before it was posted"))
                .anySatisfy(at(job, "salary:", "min (225000) is more than max (165000)"))
                .anySatisfy(at(remote, "salary:", "ISO 4217"));
    }

    private static java.util.function.Consumer<String> at(Path file, String line, String... words) {
        return error -> assertThat(error)
                .startsWith(file + ":" + ContentFolder.lineOf(file, line) + ": ")
                .contains(words);
    }
}
