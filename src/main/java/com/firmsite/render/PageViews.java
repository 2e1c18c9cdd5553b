package com.firmsite.render;

import com.firmsite.content.Site;
import com.firmsite.render.PageView.Crumb;
import com.firmsite.render.PageView.Social;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds each page's frame: breadcrumbs (shown and as JSON-LD), social tags and head metadata. */
final class PageViews {
  private final Site site;
  private final String baseUrl;
  private final WebPageData pageData;

  PageViews(Site site, String baseUrl, WebPageData pageData) {
    this.site = site;
    this.baseUrl = baseUrl;
    this.pageData = pageData;
  }

  PageView view(String path, String title, String description, Social social, List<String> jsonLd) {
    List<Crumb> crumbs = breadcrumbs(path, title);
    List<String> blocks = new ArrayList<>(jsonLd);
    if (crumbs.size() > 1) {
      blocks.add(pageData.breadcrumbs(crumbs));
    }
    String twin = baseUrl + MarkdownPages.twinPath(path);
    return new PageView(site.firm(), baseUrl, path, title, description, crumbs, twin, List.copyOf(blocks), social, true);
  }

  /** The frame of an error page: no breadcrumbs, no canonical URL, not to be indexed. */
  PageView message(String title, String message) {
    return new PageView(site.firm(), baseUrl, "/404", title, message, List.of(), "", List.of(), Social.website(), false);
  }

  private List<Crumb> breadcrumbs(String path, String title) {
    List<Crumb> crumbs = new ArrayList<>();
    crumbs.add(new Crumb("Home", "/"));
    Map<String, String> sections = new LinkedHashMap<>();
    sections.put("/practice-areas", site.practiceAreasIntro().title());
    sections.put("/team", site.teamIntro().title());
    sections.put("/publications", site.publicationsIntro().title());
    sections.forEach((section, label) -> {
      if (path.startsWith(section + "/")) {
        crumbs.add(new Crumb(label, section));
      }
    });
    if (!path.equals("/")) {
      crumbs.add(new Crumb(title, path));
    }
    return List.copyOf(crumbs);
  }
}
