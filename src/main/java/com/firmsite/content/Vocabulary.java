package com.firmsite.content;

import java.util.Map;
import java.util.Optional;

/**
 * The labels, in one language, of the vocabularies the firm owns: its team roles and publication
 * types (docs/decisions.md §9.12). A term is the word site.yaml and the front matter use, a fact that
 * is the same in every language; its label is what a page in a language shows. The built-in terms
 * ({@link Firm#DEFAULT_ROLES}, {@link Firm#DEFAULT_PUBLICATION_TYPES}) have labels in every
 * interface catalog; a firm's own terms are labelled in {@code content/<lang>/site.yaml}.
 *
 * @param roles the label of each role term the firm translated into this language
 * @param publicationTypes the label of each publication type term it translated
 */
public record Vocabulary(Map<String, String> roles, Map<String, String> publicationTypes) {
    /** The default language's: its terms are shown as written (built-in ones from its catalog). */
    public static final Vocabulary NONE = new Vocabulary(Map.of(), Map.of());

    private static final Map<String, String> BUILT_IN_ROLES =
            Map.of("Partner", "partner", "Counsel", "counsel", "Associate", "associate", "Paralegal", "paralegal");

    private static final Map<String, String> BUILT_IN_TYPES =
            Map.of("Client alert", "clientAlert", "Article", "article", "Insight", "insight");

    public Vocabulary {
        roles = Map.copyOf(roles);
        publicationTypes = Map.copyOf(publicationTypes);
    }

    /** What a page shows for a person's {@code role}: "Partner", "Associé". */
    public String role(String role, InterfaceStrings strings) {
        return label(roles, BUILT_IN_ROLES, "role.", role, strings);
    }

    /** The heading of the team's group of {@code role}: the catalog's plural of a built-in role, a firm's own label as written. */
    public String roleHeading(String role, InterfaceStrings strings) {
        return label(roles, BUILT_IN_ROLES, "roles.", role, strings);
    }

    /** What a page shows for a publication's {@code type}: "Client alert", "Bulletin". */
    public String publicationType(String type, InterfaceStrings strings) {
        return label(publicationTypes, BUILT_IN_TYPES, "type.", type, strings);
    }

    /** Whether {@code role} has a label in every catalog, so a translation need not give one. */
    static boolean builtInRole(String role) {
        return BUILT_IN_ROLES.containsKey(role);
    }

    /** Whether {@code type} has a label in every catalog. */
    static boolean builtInType(String type) {
        return BUILT_IN_TYPES.containsKey(type);
    }

    /**
     * The firm's own label wins; else a built-in term's catalog label; else the term as written,
     * which only the default language shows (a translation without a label fails the check).
     */
    private static String label(
            Map<String, String> own,
            Map<String, String> builtIn,
            String prefix,
            String term,
            InterfaceStrings strings) {
        return Optional.ofNullable(own.get(term))
                .or(() -> Optional.ofNullable(builtIn.get(term)).map(id -> strings.text(prefix + id)))
                .orElse(term);
    }
}
