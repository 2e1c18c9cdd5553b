package com.firmsite.snapshot;

import com.firmsite.render.MediaType;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One representation of a resource (say, the Markdown of a team page) with every content coding
 * it was pre-compressed into. Status and headers are fixed at snapshot time.
 */
public final class Variant {
  private final int status;
  private final MediaType type;
  private final Map<Encoding, Encoded> encodings;
  private final List<Map.Entry<String, String>> headers;

  private Variant(int status, MediaType type, Map<Encoding, Encoded> encodings, List<Map.Entry<String, String>> headers) {
    this.status = status;
    this.type = type;
    this.encodings = encodings;
    this.headers = headers;
  }

  /**
   * Builds a variant. {@code headers} are every header but the ones derived from the body
   * ({@code Content-Type}, {@code Content-Length}, {@code ETag}, {@code Content-Encoding}) and
   * {@code Vary: Accept-Encoding}, which is added here when compressed codings exist.
   *
   * @param varyAccept whether the resource is negotiated by {@code Accept} (pages, page errors)
   */
  static Variant of(int status, MediaType type, byte[] body, List<Map.Entry<String, String>> headers, boolean varyAccept) {
    Map<Encoding, byte[]> bodies = new EnumMap<>(Encoding.class);
    bodies.put(Encoding.IDENTITY, body);
    if (type.compressible()) {
      Compression.compress(Encoding.BR, body).ifPresent(b -> bodies.put(Encoding.BR, b));
      Compression.compress(Encoding.GZIP, body).ifPresent(b -> bodies.put(Encoding.GZIP, b));
    }
    String vary = vary(varyAccept, bodies.size() > 1);
    String tag = entityTag(body);
    Map<Encoding, Encoded> encodings = new EnumMap<>(Encoding.class);
    bodies.forEach((encoding, bytes) -> encodings.put(encoding, encode(status, type, headers, vary, tag, encoding, bytes)));
    return new Variant(status, type, encodings, headers);
  }

  private static Encoded encode(
      int status, MediaType type, List<Map.Entry<String, String>> headers, String vary, String tag, Encoding encoding, byte[] bytes) {
    String etag = "\"" + tag + encoding.etagSuffix() + "\"";
    StringBuilder common = new StringBuilder(512);
    if (!vary.isEmpty()) {
      common.append("Vary: ").append(vary).append("\r\n");
    }
    common.append("ETag: ").append(etag).append("\r\n");
    for (Map.Entry<String, String> header : headers) {
      common.append(header.getKey()).append(": ").append(header.getValue()).append("\r\n");
    }
    StringBuilder head = new StringBuilder(1024).append(StatusLine.of(status));
    head.append("Content-Type: ").append(type.value()).append("\r\n");
    head.append("Content-Length: ").append(bytes.length).append("\r\n");
    if (encoding != Encoding.IDENTITY) {
      head.append("Content-Encoding: ").append(encoding.token()).append("\r\n");
    }
    head.append(common);
    String notModified = StatusLine.of(304) + common;
    return new Encoded(encoding, etag, head.toString(), notModified, bytes);
  }

  private static String vary(boolean varyAccept, boolean compressed) {
    if (varyAccept && compressed) {
      return "Accept, Accept-Encoding";
    }
    return varyAccept ? "Accept" : compressed ? "Accept-Encoding" : "";
  }

  /** First 128 bits of the body's SHA-256, in hex: strong, and equal across instances. */
  private static String entityTag(byte[] body) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(body);
      return HexFormat.of().formatHex(digest, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is always available", e);
    }
  }

  public int status() {
    return status;
  }

  public MediaType type() {
    return type;
  }

  public List<Map.Entry<String, String>> headers() {
    return headers;
  }

  public Encoded identity() {
    return encodings.get(Encoding.IDENTITY);
  }

  public Optional<Encoded> encoded(Encoding encoding) {
    return Optional.ofNullable(encodings.get(encoding));
  }

  /** Codings available besides identity, for negotiation. */
  public boolean hasCompressed() {
    return encodings.size() > 1;
  }
}
