package com.firmsite.ratelimit;

import com.firmsite.base.Events;
import com.firmsite.config.ConfigException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiConsumer;
import java.util.function.Function;
import redis.clients.jedis.HostAndPort;

/**
 * The {@code /api/} rate limiter: who the client is ({@link ClientAddress}), how many requests it
 * has made in its window ({@link RateLimitStore}), and the fields that say so ({@link
 * RateLimitHeaders}).
 */
public final class RateLimiter implements AutoCloseable {
    private final RateLimitStore store;
    private final ClientAddress clients;
    private final RateLimitHeaders headers;
    private final LongAdder allowed = new LongAdder();
    private final LongAdder refused = new LongAdder();

    public RateLimiter(Policy policy, RateLimitStore store, ClientAddress clients) {
        this.store = store;
        this.clients = clients;
        this.headers = new RateLimitHeaders(policy);
    }

    /** The default policy in memory, trusting no proxy. */
    public static RateLimiter inMemory(InstantSource clock) {
        return new RateLimiter(
                Policy.DEFAULT, new InMemoryStore(Policy.DEFAULT, clock), ClientAddress.trusting(List.of()));
    }

    /**
     * The limiter the options describe: {@code --rate-limit-store} ({@code memory} or {@code
     * redis://host:port}) and {@code --trusted-proxy} blocks.
     */
    public static RateLimiter configure(String store, List<String> trustedProxies, InstantSource clock, Events events)
            throws ConfigException {
        ClientAddress clients;
        try {
            clients = ClientAddress.trusting(trustedProxies);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--trusted-proxy: " + e.getMessage());
        }
        InMemoryStore memory = new InMemoryStore(Policy.DEFAULT, clock);
        if (store.equals("memory")) {
            return new RateLimiter(Policy.DEFAULT, memory, clients);
        }
        RedisStore redis =
                new RedisStore(redisAddress(store), Policy.DEFAULT, memory, clock, events, RedisStore.DEFAULT_TIMEOUT);
        redis.announce();
        return new RateLimiter(Policy.DEFAULT, redis, clients);
    }

    /**
     * Counts the request and adds its rate-limit fields through {@code header}.
     *
     * @param requestHeaders every field line of a request header, by lower-case name
     * @return the decision: refused requests are answered 429
     */
    public Decision check(
            InetAddress peer, Function<String, List<String>> requestHeaders, BiConsumer<String, String> header) {
        Decision decision = store.hit(clients.key(peer, requestHeaders));
        (decision.allowed() ? allowed : refused).increment();
        headers.addTo(decision, header);
        return decision;
    }

    /** Who the trusted proxies are (the request id of a response believes them too). */
    public ClientAddress clients() {
        return clients;
    }

    /** The store counting requests: its fallbacks and outages are metrics. */
    public RateLimitStore store() {
        return store;
    }

    /** Requests within their quota since start. */
    public long allowed() {
        return allowed.sum();
    }

    /** Requests refused with 429 since start. */
    public long refused() {
        return refused.sum();
    }

    @Override
    public void close() {
        store.close();
    }

    /** {@code redis://host:port}; the port defaults to Redis's 6379. */
    static HostAndPort redisAddress(String store) throws ConfigException {
        String expected = "--rate-limit-store: expected memory or redis://host:port, got \"" + store + "\"";
        try {
            URI uri = new URI(store);
            boolean plain = uri.getRawUserInfo() == null
                    && (uri.getRawPath() == null || uri.getRawPath().isEmpty())
                    && uri.getRawQuery() == null
                    && uri.getRawFragment() == null;
            if (!"redis".equals(uri.getScheme()) || uri.getHost() == null || !plain) {
                throw new ConfigException(expected);
            }
            String host = uri.getHost().startsWith("[")
                    ? uri.getHost().substring(1, uri.getHost().length() - 1)
                    : uri.getHost();
            return new HostAndPort(host, uri.getPort() < 0 ? 6379 : uri.getPort());
        } catch (URISyntaxException e) {
            throw new ConfigException(expected);
        }
    }
}
