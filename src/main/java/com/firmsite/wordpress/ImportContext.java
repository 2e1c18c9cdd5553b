package com.firmsite.wordpress;

import com.firmsite.content.Site;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the bodies need from the whole export: the new address of each link (an imported item, a
 * page the site already has, an archive) and of each image ({@link BodyImages}), and the
 * attachments of the plan.
 */
final class ImportContext implements BodyConverter.Context {
    private final Site site;
    private final OldAddresses addresses;
    private final ImportPlan plan;
    private final BodyImages images;
    private Set<String> publishedPaths;

    ImportContext(Site site, OldAddresses addresses, ImportPlan plan, BodyImages images) {
        this.site = site;
        this.addresses = addresses;
        this.plan = plan;
        this.images = images;
    }

    @Override
    public String link(String href, Consumer<String> warn) {
        String trimmed = href.strip();
        URI uri;
        try {
            uri = new URI(trimmed);
        } catch (URISyntaxException e) {
            return href;
        }
        boolean relative = uri.getScheme() == null
                && uri.getHost() == null
                && trimmed.startsWith("/")
                && !trimmed.startsWith("//");
        if (!relative && (uri.getHost() == null || !addresses.isOldHost(uri.getHost()))) {
            return href;
        }
        String absolute = relative ? addresses.oldBase() + trimmed : trimmed;
        String fragment = uri.getRawFragment() == null ? "" : "#" + uri.getRawFragment();
        if (!OldAddresses.uploadsFile(trimmed).isEmpty()) {
            return images.known(absolute)
                    .map(BodyConverter.Image::src)
                    .filter(src -> src.startsWith("/"))
                    .orElse(absolute);
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceFirst("/+$", "");
        // The item a link names: by ?p= or ?page_id=, else by its old path.
        Optional<Long> id = OldAddresses.queryId(uri.getRawQuery()).or(() -> plan.itemAt(Slugs.decode(path)));
        Optional<ImportTarget> target = id.flatMap(plan::target);
        if (target.isPresent() && target.get().published()) {
            return target.get().path() + fragment;
        }
        if (target.isPresent()) {
            warn.accept(
                    "link to " + absolute
                            + ", which is not published (a draft or scheduled): kept as a link to the old site; change it once that item is published");
            return absolute;
        }
        if (path.isEmpty() && id.isEmpty()) {
            return "/" + fragment;
        }
        // An address the new site already has (its contact page, a team member's page) stays one.
        if (id.isEmpty() && publishedPaths().contains(Slugs.decode(path))) {
            return Slugs.decode(path) + fragment;
        }
        Matcher archive = Pattern.compile("^/(category|tag)/(?:.*/)?([^/]+)$").matcher(path);
        if (archive.matches()) {
            return "/publications";
        }
        warn.accept("link to " + absolute
                + " on the old site, which the export does not hold: point it to a page of the new site or remove it");
        return absolute;
    }

    @Override
    public BodyConverter.Image image(String src, String alt, long attachmentId, Consumer<String> warn) {
        return images.image(src, alt, attachmentId, warn);
    }

    @Override
    public Optional<WxrItem> attachment(long id) {
        return plan.attachment(id);
    }

    @Override
    public List<WxrItem> attachmentsOf(long id) {
        return plan.attachmentsOf(id);
    }

    /** The published paths of the folder before the import: pages, practice areas, team members, publications. */
    private Set<String> publishedPaths() {
        if (publishedPaths == null) {
            Site published = site.published();
            publishedPaths = new HashSet<>(published.paths());
            publishedPaths.addAll(List.of("/team", "/publications", "/practice-areas"));
        }
        return publishedPaths;
    }
}
