package com.firmsite.base;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Operational events (start, reload, content errors, failures) as text or JSON lines on standard
 * error. Stack traces go here, never to a client.
 */
public final class Events {
    private static final JsonFactory JSON = new JsonFactory();
    private final PrintStream out;
    private final boolean json;

    public Events(PrintStream out, boolean json) {
        this.out = out;
        this.json = json;
    }

    public void info(String message) {
        write("info", message, Optional.empty(), Map.of());
    }

    /** An event with fields a log system can read (only JSON lines carry them; text has the message). */
    public void info(String message, Map<String, Object> fields) {
        write("info", message, Optional.empty(), fields);
    }

    public void warn(String message) {
        write("warn", message, Optional.empty(), Map.of());
    }

    public void error(String message, Throwable cause) {
        write("error", message, Optional.of(cause), Map.of());
    }

    public void error(String message) {
        write("error", message, Optional.empty(), Map.of());
    }

    private synchronized void write(
            String level, String message, Optional<Throwable> cause, Map<String, Object> fields) {
        if (!json) {
            out.println(Instant.now() + " " + level + " " + message);
            cause.ifPresent(thrown -> thrown.printStackTrace(out));
            return;
        }
        StringWriter text = new StringWriter();
        try (JsonGenerator line = JSON.createGenerator(text)) {
            line.writeStartObject();
            line.writeStringField("time", Instant.now().toString());
            line.writeStringField("level", level);
            line.writeStringField("event", message);
            if (cause.isPresent()) {
                line.writeStringField("exception", cause.get().toString());
            }
            for (Map.Entry<String, Object> field : new TreeMap<>(fields).entrySet()) {
                line.writeObjectField(field.getKey(), field.getValue());
            }
            line.writeEndObject();
        } catch (IOException e) {
            return;
        }
        out.println(text);
    }
}
