package com.firmsite.discovery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.render.MediaType;
import com.firmsite.render.Output;
import com.firmsite.render.Representation;

/** The one JSON writer of the discovery documents: Jackson, indented for people reading them. */
final class Json {
  private static final ObjectMapper MAPPER = JsonMapper.builder().build();
  /** Two-space indentation, {@code "key": value}, and {@code []} / {@code {}} when empty. */
  private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter(
      Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
          .withObjectEmptySeparator("")
          .withArrayEmptySeparator("")));

  private Json() {}

  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** A JSON array of strings; callers never pass none, since the metadata RFCs forbid empty arrays. */
  static ArrayNode strings(String first, String... more) {
    ArrayNode array = MAPPER.createArrayNode().add(first);
    for (String value : more) {
      array.add(value);
    }
    return array;
  }

  static Representation representation(MediaType type, ObjectNode document) {
    try {
      byte[] body = WRITER.writeValueAsBytes(document);
      byte[] withNewline = java.util.Arrays.copyOf(body, body.length + 1);
      withNewline[body.length] = '\n';
      return new Representation(type, withNewline);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a discovery document could not be written as JSON", e);
    }
  }

  /** The document as indented text, for examples quoted in Markdown. */
  static String text(ObjectNode document) {
    return new String(representation(MediaType.JSON, document).body(), java.nio.charset.StandardCharsets.UTF_8).stripTrailing();
  }

  /** A discovery document: public, cached for an hour, readable from any origin. */
  static Output document(String path, MediaType type, ObjectNode document) {
    return Output.document(path, representation(type, document), Output.Cache.DISCOVERY);
  }
}
