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
import gg.jte.generated.precompiled.JtecareersGenerated;
import gg.jte.generated.precompiled.JtecontactGenerated;
import gg.jte.generated.precompiled.JteeventGenerated;
import gg.jte.generated.precompiled.JteeventsGenerated;
import gg.jte.generated.precompiled.JtehomeGenerated;
import gg.jte.generated.precompiled.JtejobOpeningGenerated;
import gg.jte.generated.precompiled.JtelawyerGenerated;
import gg.jte.generated.precompiled.JtemessageGenerated;
import gg.jte.generated.precompiled.JteplainGenerated;
import gg.jte.generated.precompiled.JtepracticeAreaGenerated;
import gg.jte.generated.precompiled.JtepracticeAreasGenerated;
import gg.jte.generated.precompiled.JtepublicationGenerated;
import gg.jte.generated.precompiled.JtepublicationsGenerated;
import gg.jte.generated.precompiled.JteteamGenerated;
import gg.jte.html.HtmlTemplateOutput;
import gg.jte.html.OwaspHtmlTemplateOutput;
import gg.jte.output.StringOutput;

/**
 * The HTML pages: the templates of {@code src/main/jte}, called through the typed methods
 * jte-maven-plugin generates for them, with the output escaping jte's HTML engine writes through.
 */
final class HtmlPageTemplates implements PageTemplates {
    /** Room for a typical page without growing the buffer. */
    private static final int PAGE_SIZE = 32 * 1024;

    private final Pictures pictures;

    /** @param pictures the site's images as pages show them (sizes and variants) */
    HtmlPageTemplates(Pictures pictures) {
        this.pictures = pictures;
    }

    @Override
    public String render(PageModel model) {
        StringOutput text = new StringOutput(PAGE_SIZE);
        HtmlTemplateOutput out = new OwaspHtmlTemplateOutput(text);
        switch (model) {
            case HomePage m ->
                JtehomeGenerated.render(
                        out, null, m.page(), pictures, m.site(), m.body().html(), m.areas(), m.latest());
            case PlainPage m ->
                JteplainGenerated.render(out, null, m.page(), m.body().html(), m.children());
            case ContactPage m ->
                JtecontactGenerated.render(
                        out, null, m.page(), pictures, m.firm(), m.body().html());
            case PracticeAreasPage m ->
                JtepracticeAreasGenerated.render(out, null, m.page(), m.intro().html(), m.areas());
            case PracticeAreaPage m ->
                JtepracticeAreaGenerated.render(
                        out,
                        null,
                        m.page(),
                        pictures,
                        m.area(),
                        m.body().html(),
                        m.members(),
                        m.memberCount(),
                        m.publications(),
                        m.publicationCount());
            case TeamPage m ->
                JteteamGenerated.render(
                        out, null, m.page(), pictures, m.lead(), m.intro().html(), m.filters(), m.groups());
            case LawyerPage m ->
                JtelawyerGenerated.render(
                        out,
                        null,
                        m.page(),
                        pictures,
                        m.member(),
                        m.body().html(),
                        m.publications(),
                        m.publicationCount());
            case PublicationsPage m ->
                JtepublicationsGenerated.render(
                        out, null, m.page(), pictures, m.intro().html(), m.lead(), m.filters(), m.years());
            case PublicationPage m ->
                JtepublicationGenerated.render(
                        out, null, m.page(), pictures, m.item(), m.body().html(), m.authors());
            case EventsPage m -> JteeventsGenerated.render(out, null, m.page(), m.upcoming(), m.past(), m.first());
            case EventPage m ->
                JteeventGenerated.render(
                        out, null, m.page(), pictures, m.item(), m.body().html());
            case CareersPage m ->
                JtecareersGenerated.render(out, null, m.page(), m.body().html(), m.children(), m.openings(), m.first());
            case JobOpeningPage m ->
                JtejobOpeningGenerated.render(
                        out, null, m.page(), m.item(), m.body().html());
            case MessagePage m -> JtemessageGenerated.render(out, null, m.page(), m.message());
        }
        return text.toString();
    }
}
