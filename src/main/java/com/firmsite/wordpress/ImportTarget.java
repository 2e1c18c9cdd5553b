package com.firmsite.wordpress;

/**
 * Where an imported item goes. {@code kind} is "publication" or "page", {@code path} its site path,
 * {@code file} its file relative to the content folder, {@code published} whether the site serves it
 * now.
 */
record ImportTarget(String kind, String path, String file, boolean published, WxrItem item) {}
