package com.firmsite.publish;

/**
 * The templates that render every page kind in one page format: with its {@link
 * com.firmsite.output.OutputFormat}, what makes a page format ({@link PageFormats}).
 */
interface PageTemplates {
    /** {@code page} in this format, whole: the representation's body. */
    String render(PageModel page);
}
