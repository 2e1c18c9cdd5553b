package com.firmsite.testing;

import com.rometools.rome.feed.atom.Feed;
import com.rometools.rome.io.FeedException;
import com.rometools.rome.io.WireFeedInput;
import com.thaiopensource.util.PropertyMapBuilder;
import com.thaiopensource.validate.ValidateProperty;
import com.thaiopensource.validate.ValidationDriver;
import com.thaiopensource.validate.rng.CompactSchemaReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Third-party judges of Atom documents: Jing against RFC 4287's RELAX NG schema (Appendix B,
 * src/test/resources/atom/rfc4287.rnc), and Rome, a feed library, for reading them as a feed reader
 * would.
 */
public final class AtomJudge {
    private AtomJudge() {}

    /** Every error Jing reports for {@code xml} against RFC 4287's schema, as line: message; empty when valid. */
    public static List<String> schemaErrors(String xml) {
        List<String> errors = new ArrayList<>();
        ErrorHandler collect = new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {}

            @Override
            public void error(SAXParseException e) {
                errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
            }

            @Override
            public void fatalError(SAXParseException e) {
                error(e);
            }
        };
        PropertyMapBuilder properties = new PropertyMapBuilder();
        properties.put(ValidateProperty.ERROR_HANDLER, collect);
        ValidationDriver jing = new ValidationDriver(properties.toPropertyMap(), CompactSchemaReader.getInstance());
        try {
            String schema = Objects.requireNonNull(AtomJudge.class.getResource("/atom/rfc4287.rnc"))
                    .toURI()
                    .toString();
            if (!jing.loadSchema(new InputSource(schema))) {
                throw new IllegalStateException("RFC 4287's schema did not load: " + errors);
            }
            if (!jing.validate(new InputSource(new StringReader(xml))) && errors.isEmpty()) {
                errors.add("invalid (no message)");
            }
            return errors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SAXException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The feed as Rome reads it; fails the test when Rome cannot. */
    public static Feed parse(String xml) {
        try {
            return (Feed) new WireFeedInput().build(new StringReader(xml));
        } catch (FeedException e) {
            throw new AssertionError("Rome could not read the feed: " + e.getMessage(), e);
        }
    }
}
