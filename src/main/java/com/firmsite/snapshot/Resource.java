package com.firmsite.snapshot;

/** What a path serves. The HTTP layer switches over these kinds, nothing else. */
public sealed interface Resource {

  /** An HTML page and its Markdown counterpart, chosen by {@code Accept}. GET and HEAD. */
  record Page(Variant html, Variant markdown) implements Resource {}

  /** One fixed representation (a discovery document, a Markdown twin, an asset). GET and HEAD. */
  record Document(Variant variant) implements Resource {}

  /** A reserved OAuth or registration URL: every method gets the 403 access-denied document. */
  record Reserved(Variant denied) implements Resource {}
}
