package com.firmsite.content;

import org.commonmark.node.Node;

/**
 * A body's CommonMark tree, held while builds render from it and parsed again from the body's text
 * when a later build asks for it after {@link #release}. The same object for an unchanged file at
 * every load ({@link ParsedFiles}), so what is built from it compares equal by identity whether or
 * not its tree is held.
 *
 * <p>Why it is let go: with {@code serve --watch}, the parses of every file are kept between
 * reloads, and their trees were the largest part of the heap after an edit on a large firm (the
 * CommonMark nodes and their texts of 14,756 files). A reload renders again only the pages that
 * show what changed, so after a render only a few trees are ever needed again; each is parsed anew
 * from its text, with the one parser every body is parsed with, into the same tree.
 */
public final class BodyTree {
    /** The body's Markdown, or null for a tree that is never let go (made without text). */
    private final String text;

    private volatile Node tree;

    private BodyTree(String text, Node tree) {
        this.text = text;
        this.tree = tree;
    }

    /** The tree parsed from {@code text}, which it is parsed from again once let go. */
    static BodyTree parsed(String text, Node tree) {
        return new BodyTree(text, tree);
    }

    /** A tree held for good: one that is not the parse of a text (a body too deep, replaced by an empty one). */
    public static BodyTree fixed(Node tree) {
        return new BodyTree(null, tree);
    }

    /** The tree; parsed again from the text when it was let go (each caller may get its own parse then). */
    public Node document() {
        Node held = tree;
        if (held == null) {
            held = SourceFile.reparse(text);
            tree = held;
        }
        return held;
    }

    /** Lets the tree go until it is asked for again (nothing for a tree held for good). */
    void release() {
        if (text != null) {
            tree = null;
        }
    }
}
