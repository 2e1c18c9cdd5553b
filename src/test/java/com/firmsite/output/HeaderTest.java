package com.firmsite.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeaderTest {
    @Test
    void aHeaderIsSentAsNameColonValueAndCrlf() {
        assertThat(Header.location("https://example.com/a").line()).isEqualTo("Location: https://example.com/a\r\n");
        assertThat(Header.retryAfter(5).line()).isEqualTo("Retry-After: 5\r\n");
    }

    @Test
    void aValueCannotSplitTheResponse() {
        assertThatThrownBy(() -> Header.location("/a\r\nSet-Cookie: x=1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Header.link("<a>\n")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Header("X", "a\u0000b")).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Header("X", "a\tb").value()).isEqualTo("a\tb");
    }

    @Test
    void aNameIsAToken() {
        assertThatThrownBy(() -> new Header("", "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Header("Bad Name", "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Header("Bad:", "x")).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Header("X-Robots-Tag", "noindex")).isEqualTo(Header.NOINDEX);
    }
}
