package com.firmsite.publish;

import com.firmsite.publish.PageModel.CareersPage;
import com.firmsite.publish.PageModel.ContactPage;
import com.firmsite.publish.PageModel.EventPage;
import com.firmsite.publish.PageModel.EventsPage;
import com.firmsite.publish.PageModel.HomePage;
import com.firmsite.publish.PageModel.JobOpeningPage;
import com.firmsite.publish.PageModel.LawyerPage;
import com.firmsite.publish.PageModel.MessagePage;
import com.firmsite.publish.PageModel.PlainPage;
import com.firmsite.publish.PageModel.PracticeAreaPage;
import com.firmsite.publish.PageModel.PracticeAreasPage;
import com.firmsite.publish.PageModel.PublicationPage;
import com.firmsite.publish.PageModel.PublicationsPage;
import com.firmsite.publish.PageModel.TeamPage;
import gg.jte.generated.markdown.JtecareersGenerated;
import gg.jte.generated.markdown.JtecontactGenerated;
import gg.jte.generated.markdown.JteeventGenerated;
import gg.jte.generated.markdown.JteeventsGenerated;
import gg.jte.generated.markdown.JtehomeGenerated;
import gg.jte.generated.markdown.JtejobOpeningGenerated;
import gg.jte.generated.markdown.JtelawyerGenerated;
import gg.jte.generated.markdown.JtemessageGenerated;
import gg.jte.generated.markdown.JteplainGenerated;
import gg.jte.generated.markdown.JtepracticeAreaGenerated;
import gg.jte.generated.markdown.JtepracticeAreasGenerated;
import gg.jte.generated.markdown.JtepublicationGenerated;
import gg.jte.generated.markdown.JtepublicationsGenerated;
import gg.jte.generated.markdown.JteteamGenerated;

/**
 * The Markdown twins: the templates of {@code src/main/jte-markdown} (plain text, no escaping),
 * called through the typed methods jte-maven-plugin generates for them. Every template gets {@code
 * md}, the {@link MarkdownText} of the site, and writes to a {@link MarkdownText.Buffer}.
 */
final class MarkdownPageTemplates implements PageTemplates {
    private final MarkdownText md;

    MarkdownPageTemplates(MarkdownText md) {
        this.md = md;
    }

    @Override
    public String render(PageModel model) {
        MarkdownText.Buffer out = new MarkdownText.Buffer();
        PageView page = model.page();
        switch (model) {
            case HomePage m ->
                JtehomeGenerated.render(out, null, md, m.site(), m.body().markdown(), m.areas(), m.latest());
            case PlainPage m ->
                JteplainGenerated.render(
                        out,
                        null,
                        md,
                        page.title(),
                        page.description(),
                        m.body().markdown(),
                        m.children());
            case ContactPage m ->
                JtecontactGenerated.render(
                        out, null, md, page.title(), m.firm(), m.body().markdown());
            case PracticeAreasPage m ->
                JtepracticeAreasGenerated.render(
                        out, null, md, page.title(), m.intro().markdown(), m.areas());
            case PracticeAreaPage m ->
                JtepracticeAreaGenerated.render(
                        out,
                        null,
                        md,
                        m.area(),
                        m.body().markdown(),
                        m.members(),
                        m.memberCount(),
                        m.publications(),
                        m.publicationCount(),
                        page.subscribe().path());
            case TeamPage m ->
                JteteamGenerated.render(
                        out,
                        null,
                        md,
                        page.title(),
                        m.lead(),
                        m.intro().markdown(),
                        m.filters(),
                        page.paging(),
                        m.groups());
            case LawyerPage m ->
                JtelawyerGenerated.render(
                        out, null, md, m.member(), m.body().markdown(), m.publications(), m.publicationCount());
            case PublicationsPage m ->
                JtepublicationsGenerated.render(
                        out,
                        null,
                        md,
                        page.title(),
                        m.lead(),
                        m.intro().markdown(),
                        page.subscribe().path(),
                        m.filters(),
                        page.paging(),
                        m.years());
            case PublicationPage m ->
                JtepublicationGenerated.render(out, null, md, m.item(), m.body().markdown(), m.authors());
            case EventsPage m ->
                JteeventsGenerated.render(
                        out,
                        null,
                        md,
                        page.title(),
                        page.description(),
                        m.upcoming(),
                        m.past(),
                        m.first(),
                        page.paging());
            case EventPage m ->
                JteeventGenerated.render(out, null, md, m.item(), m.body().markdown());
            case CareersPage m ->
                JtecareersGenerated.render(
                        out,
                        null,
                        md,
                        page.title(),
                        page.description(),
                        m.body().markdown(),
                        m.children(),
                        m.openings(),
                        m.first(),
                        page.paging());
            case JobOpeningPage m ->
                JtejobOpeningGenerated.render(out, null, md, m.item(), m.body().markdown());
            case MessagePage m -> JtemessageGenerated.render(out, null, md, page.title(), m.message());
        }
        return agentNote(page) + withBanner(page, out.toString());
    }

    /**
     * The note for agents that opens every twin, as a quote: the same words and links as the HTML
     * page's ({@link PageView#agentNote()}, docs/decisions.md §2.10). {@code /llms-full.txt} leaves
     * it out of each page it holds ({@link RenderedPage#agentNoteLength}).
     */
    static String agentNote(PageView page) {
        StringBuilder note = new StringBuilder("> ");
        for (PageView.NotePart part : page.agentNote()) {
            note.append(part.url() == null ? part.text() : "[" + part.text() + "](" + part.url() + ")");
        }
        return note.append("\n\n").toString();
    }

    /**
     * In an editors' preview, a twin of a page the public does not see opens with what the HTML
     * page's banner says, as a quote: an agent reading the twin learns it too.
     */
    private static String withBanner(PageView page, String twin) {
        if (page.banner().isEmpty()) {
            return twin;
        }
        return "> **" + page.banner() + "** " + page.text("previewOnly") + "\n\n" + twin;
    }
}
