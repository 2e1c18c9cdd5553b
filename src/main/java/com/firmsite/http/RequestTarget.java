package com.firmsite.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The routing path of a request target: query dropped, percent-decoding checked strictly. A path
 * that cannot be decoded is a 400; a decoded path only ever names a snapshot key or nothing, so
 * dot-segments and encoded slashes cannot reach anything else (decisions §2.5).
 */
public final class RequestTarget {
  private RequestTarget() {}

  /**
   * The decoded path, or empty with a 400 when the target is malformed. Origin-form only
   * ({@code /path?query}); absolute-form is accepted when its authority is {@code ownAuthority}.
   */
  public static Optional<String> path(String target, String ownAuthority) {
    String path = target;
    if (!path.startsWith("/")) {
      int scheme = path.indexOf("://");
      if (scheme <= 0) {
        return Optional.empty();
      }
      int slash = path.indexOf('/', scheme + 3);
      String authority = slash < 0 ? path.substring(scheme + 3) : path.substring(scheme + 3, slash);
      if (!authority.equalsIgnoreCase(ownAuthority)) {
        return Optional.empty();
      }
      path = slash < 0 ? "/" : path.substring(slash);
    }
    int end = path.length();
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c == '?' || c == '#') {
        end = i;
        break;
      }
    }
    return decode(path.substring(0, end));
  }

  /**
   * Strict percent-decoding to UTF-8: bad escapes, overlong or invalid UTF-8, control characters
   * and encoded slashes or backslashes are all refused.
   */
  static Optional<String> decode(String raw) {
    if (raw.indexOf('%') < 0) {
      return clean(raw) ? Optional.of(raw) : Optional.empty();
    }
    byte[] bytes = new byte[raw.length()];
    int n = 0;
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '%') {
        if (i + 2 >= raw.length()) {
          return Optional.empty();
        }
        int hi = Character.digit(raw.charAt(i + 1), 16);
        int lo = Character.digit(raw.charAt(i + 2), 16);
        if (hi < 0 || lo < 0) {
          return Optional.empty();
        }
        int b = (hi << 4) | lo;
        if (b == '/' || b == '\\') {
          return Optional.empty();
        }
        bytes[n++] = (byte) b;
        i += 2;
      } else if (c > 0x7e) {
        return Optional.empty();
      } else {
        bytes[n++] = (byte) c;
      }
    }
    try {
      String decoded =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes, 0, n))
              .toString();
      return clean(decoded) ? Optional.of(decoded) : Optional.empty();
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  private static boolean clean(String path) {
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c < 0x20 || c == 0x7f || c == '\\') {
        return false;
      }
    }
    return true;
  }
}
