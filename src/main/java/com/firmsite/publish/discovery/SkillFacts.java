package com.firmsite.publish.discovery;

import com.firmsite.content.Firm;
import com.firmsite.content.LanguagePath;
import com.firmsite.content.Office;
import com.firmsite.content.PracticeArea;
import com.firmsite.content.Site;
import java.util.Map;
import java.util.TreeMap;

/**
 * The firm-specific facts the skill templates name by placeholder, as Markdown, from the content
 * model: a skill never states an address or a phone number the site does not publish.
 */
final class SkillFacts {
    private SkillFacts() {}

    static Map<String, String> of(Site site, String baseUrl) {
        Firm firm = site.firm();
        Map<String, String> values = new TreeMap<>();
        values.put("base_url", baseUrl);
        values.put("firm_name", firm.name());
        values.put("firm_phone", firm.phone());
        values.put("firm_email", firm.email());
        // One line, so that it stays inside the blockquote the templates put it in.
        values.put("legal_notice", firm.legalNotice().strip().replaceAll("\\s+", " "));
        values.put("practice_areas", practiceAreas(site, baseUrl));
        values.put("offices", offices(firm));
        values.put("office_names", officeNames(firm));
        values.put("languages", languages(site, baseUrl));
        values.put(
                "example_lawyer",
                site.team().isEmpty()
                        ? baseUrl + "/team"
                        : baseUrl + site.team().get(0).path());
        values.put(
                "example_practice_area",
                site.practiceAreas().isEmpty()
                        ? baseUrl + "/practice-areas"
                        : baseUrl + site.practiceAreas().get(0).path());
        return values;
    }

    private static String practiceAreas(Site site, String baseUrl) {
        if (site.practiceAreas().isEmpty()) {
            return "The site lists no practice areas yet; see " + baseUrl + "/practice-areas.";
        }
        StringBuilder list = new StringBuilder();
        for (PracticeArea area : site.practiceAreas()) {
            list.append("- [")
                    .append(area.title())
                    .append("](")
                    .append(baseUrl)
                    .append(area.path())
                    .append("): ")
                    .append(area.description().strip())
                    .append('\n');
        }
        return list.toString().stripTrailing();
    }

    private static String offices(Firm firm) {
        // site.yaml declares at least one office, each with every field (docs/content-format.md).
        StringBuilder text = new StringBuilder();
        for (Office office : firm.offices()) {
            text.append("### ")
                    .append(office.name())
                    .append("\n\n")
                    .append("- Address: ")
                    .append(office.singleLineAddress())
                    .append('\n')
                    .append("- Phone: ")
                    .append(office.phone())
                    .append('\n')
                    .append("- E-mail: ")
                    .append(office.email())
                    .append('\n')
                    .append("- Hours: ")
                    .append(office.hours().strip())
                    .append('\n');
            text.append("- Getting there: ").append(office.directions().strip()).append("\n\n");
        }
        return text.toString().stripTrailing();
    }

    /**
     * Which languages the site is published in and where each is (docs/decisions.md §9.9): the
     * paragraph {@code /llms.txt} has, then each language's home and index.
     */
    private static String languages(Site site, String baseUrl) {
        if (site.translations().isEmpty()) {
            return "The site is published in one language, `" + site.firm().language()
                    + "`: every address above is in it.";
        }
        LanguagePath languages = LanguagePath.of(site.firm());
        StringBuilder text = new StringBuilder(LlmsTxt.languagesParagraph(site, baseUrl)).append("\n\n");
        text.append("- `")
                .append(site.firm().language())
                .append("`: ")
                .append(baseUrl)
                .append("/, index ")
                .append(baseUrl)
                .append(LlmsTxt.PATH)
                .append('\n');
        site.translations()
                .keySet()
                .forEach(language -> text.append("- `")
                        .append(language)
                        .append("` (")
                        .append(LlmsTxt.languageName(language))
                        .append("): ")
                        .append(baseUrl)
                        .append(languages.url(language, "/"))
                        .append(", index ")
                        .append(baseUrl)
                        .append(LlmsTxt.path(language, languages))
                        .append('\n'));
        return text.toString().stripTrailing();
    }

    private static String officeNames(Firm firm) {
        return String.join(", ", firm.offices().stream().map(Office::name).toList());
    }
}
