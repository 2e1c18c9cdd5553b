package com.firmsite.testing;

import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Optional;
import org.greenbytes.http.sfv.IntegerItem;
import org.greenbytes.http.sfv.Item;
import org.greenbytes.http.sfv.ListElement;
import org.greenbytes.http.sfv.OuterList;
import org.greenbytes.http.sfv.Parser;
import org.greenbytes.http.sfv.StringItem;

/**
 * The rate-limit fields of a response, parsed by a third-party RFC 9651 Structured Fields parser
 * (greenbytes structured-fields): a field that is not valid Structured Fields syntax fails the
 * parse, and so the test.
 */
public record RateLimitFields(
        String policyName,
        long q,
        long w,
        String limitName,
        long r,
        long t,
        long legacyLimit,
        long legacyRemaining,
        long legacyReset,
        Optional<Long> retryAfter) {

    public static RateLimitFields of(HttpResponse<?> response) {
        HttpHeaders headers = response.headers();
        Item<?> policy = singleItem(Parser.parseList(only(headers, "RateLimit-Policy")));
        Item<?> limit = singleItem(Parser.parseList(only(headers, "RateLimit")));
        return new RateLimitFields(
                string(policy),
                integer(policy, "q"),
                integer(policy, "w"),
                string(limit),
                integer(limit, "r"),
                integer(limit, "t"),
                integerItem(only(headers, "RateLimit-Limit")),
                integerItem(only(headers, "RateLimit-Remaining")),
                integerItem(only(headers, "RateLimit-Reset")),
                headers.firstValue("Retry-After").map(Long::parseLong));
    }

    /** Whether a response carries any rate-limit field at all. */
    public static boolean anyPresent(HttpResponse<?> response) {
        return List.of(
                        "RateLimit-Policy",
                        "RateLimit",
                        "RateLimit-Limit",
                        "RateLimit-Remaining",
                        "RateLimit-Reset",
                        "Retry-After")
                .stream()
                .anyMatch(name -> response.headers().firstValue(name).isPresent());
    }

    private static String only(HttpHeaders headers, String name) {
        List<String> values = headers.allValues(name);
        if (values.size() != 1) {
            throw new AssertionError(name + ": expected exactly one field line, got " + values);
        }
        return values.get(0);
    }

    private static Item<?> singleItem(OuterList list) {
        List<ListElement<?>> members = list.get();
        if (members.size() != 1 || !(members.get(0) instanceof Item<?> item)) {
            throw new AssertionError("expected a List of one Item, got " + list.serialize());
        }
        return item;
    }

    private static String string(Item<?> item) {
        if (!(item instanceof StringItem string)) {
            throw new AssertionError("the policy name must be an sf-string, got " + item.serialize());
        }
        return string.get();
    }

    private static long integer(Item<?> item, String parameter) {
        Item<?> value = item.getParams().get(parameter);
        if (!(value instanceof IntegerItem integer)) {
            throw new AssertionError("parameter " + parameter + " must be an sf-integer in " + item.serialize());
        }
        return integer.getAsLong();
    }

    /** The legacy fields are sf-integer Items. */
    private static long integerItem(String field) {
        Item<?> item = Parser.parseItem(field);
        if (!(item instanceof IntegerItem integer)) {
            throw new AssertionError("expected an sf-integer, got " + field);
        }
        return integer.getAsLong();
    }
}
