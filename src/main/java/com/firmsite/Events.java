package com.firmsite;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.time.Instant;
import java.util.Map;
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
        write("info", message, null, Map.of());
    }

    /** An event with fields a log system can read (only JSON lines carry them; text has the message). */
    public void info(String message, Map<String, Object> fields) {
        write("info", message, null, fields);
    }

    public void warn(String message) {
        write("warn", message, null, Map.of());
    }

    public void error(String message, Throwable cause) {
        write("error", message, cause, Map.of());
    }

    private synchronized void write(String level, String message, Throwable cause, Map<String, Object> fields) {
        if (!json) {
            out.println(Instant.now() + " " + level + " " + message);
            if (cause != null) {
                cause.printStackTrace(out);
            }
            return;
        }
        StringWriter text = new StringWriter();
        try (JsonGenerator line = JSON.createGenerator(text)) {
            line.writeStartObject();
            line.writeStringField("time", Instant.now().toString());
            line.writeStringField("level", level);
            line.writeStringField("event", message);
            if (cause != null) {
                line.writeStringField("exception", cause.toString());
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
