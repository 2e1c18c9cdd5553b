package com.firmsite.content;

/** One practice area: {@code /practice-areas/<slug>}. */
public record PracticeArea(String slug, String title, String description, int order, boolean draft, Body body) {

    public String path() {
        return "/practice-areas/" + slug;
    }
}
