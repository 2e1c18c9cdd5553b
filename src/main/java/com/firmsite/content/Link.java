package com.firmsite.content;

/** A menu link from site.yaml {@code navigation} or {@code footer}: a site path or an https URL. */
public record Link(String title, String path) {
    public boolean external() {
        return path.startsWith("https://");
    }
}
