package com.firmsite.publish;

import static com.firmsite.publish.JsonLd.node;
import static com.firmsite.publish.JsonLd.ref;
import static com.firmsite.publish.JsonLd.root;
import static com.firmsite.publish.JsonLd.write;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Office;
import com.firmsite.content.Site;
import com.firmsite.publish.PageView.Crumb;
import java.util.List;

/**
 * schema.org JSON-LD for the pages themselves: {@code WebSite}, the kind of each page
 * ({@code AboutPage}, {@code CollectionPage}, {@code ContactPage}, {@code WebPage}) and its
 * {@code BreadcrumbList}. The things the pages describe are {@link StructuredData}'s.
 */
final class WebPageData {
    private final Site site;
    private final String baseUrl;
    private final StructuredData things;

    WebPageData(Site site, String baseUrl, StructuredData things) {
        this.site = site;
        this.baseUrl = baseUrl;
        this.things = things;
    }

    /** A link in a collection page's list: name and site path. */
    record Item(String name, String path) {}

    String website() {
        ObjectNode node = root("WebSite")
                .put("@id", things.websiteId())
                .put("url", things.url("/"))
                .put("name", site.firm().name())
                .put("description", site.firm().description())
                .put("inLanguage", site.firm().language());
        node.set("publisher", things.firmRef());
        return write(node);
    }

    /** A page of the given type ({@code WebPage}, {@code AboutPage}) about the firm. */
    String page(String type, String path, String title, String description) {
        ObjectNode node = page(root(type), path, title, description);
        if (type.equals("AboutPage")) {
            node.set("mainEntity", things.firmRef());
        }
        return write(node);
    }

    String collection(String path, String title, String description, List<Item> items) {
        ObjectNode node = page(root("CollectionPage"), path, title, description);
        ObjectNode list = node.putObject("mainEntity").put("@type", "ItemList").put("numberOfItems", items.size());
        ArrayNode elements = list.putArray("itemListElement");
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            elements.add(node("ListItem")
                    .put("position", i + 1)
                    .put("name", item.name())
                    .put("url", baseUrl + item.path()));
        }
        return write(node);
    }

    /** The contact page at the URL path {@code path}: the firm with one {@code ContactPoint} per office, hours as text. */
    String contact(String path, String title, String description) {
        ObjectNode node = page(root("ContactPage"), path, title, description);
        ObjectNode firm = things.firmRef()
                .put("telephone", site.firm().phone())
                .put("email", site.firm().email());
        ArrayNode points = firm.putArray("contactPoint");
        for (Office office : site.firm().offices()) {
            ObjectNode point = node("ContactPoint")
                    .put("contactType", things.officeName(office))
                    .put("telephone", office.phone())
                    .put("email", office.email());
            // Every language the firm publishes in (docs/decisions.md §9.9).
            point.set("availableLanguage", things.languages());
            point.set("hoursAvailable", node("OpeningHoursSpecification").put("description", office.hours()));
            points.add(point);
        }
        ArrayNode departments = firm.putArray("department");
        site.firm().offices().forEach(office -> departments.add(things.office(office)));
        node.set("mainEntity", firm);
        return write(node);
    }

    String breadcrumbs(List<Crumb> crumbs) {
        ObjectNode node = root("BreadcrumbList");
        ArrayNode items = node.putArray("itemListElement");
        for (int i = 0; i < crumbs.size(); i++) {
            Crumb crumb = crumbs.get(i);
            items.add(node("ListItem")
                    .put("position", i + 1)
                    .put("name", crumb.label())
                    .put("item", baseUrl + crumb.path()));
        }
        return write(node);
    }

    private ObjectNode page(ObjectNode node, String path, String title, String description) {
        node.put("@id", baseUrl + path + "#webpage")
                .put("url", baseUrl + path)
                .put("name", title)
                .put("description", description)
                .put("inLanguage", site.firm().language());
        return node.set("isPartOf", ref(things.websiteId()));
    }
}
