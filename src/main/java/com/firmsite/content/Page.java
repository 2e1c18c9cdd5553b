package com.firmsite.content;

/** A plain page (home, about, contact, legal, privacy, or the introduction of a list page). */
public record Page(String path, String title, String description, Body body) {}
