package com.firmsite.ratelimit;

import com.firmsite.base.Events;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import redis.clients.jedis.ConnectionPoolConfig;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.JedisPooled;
import redis.clients.jedis.exceptions.JedisException;
import redis.clients.jedis.exceptions.JedisNoScriptException;

/**
 * Counts in Redis, shared by every instance that uses the same server: one Lua script per request
 * increments the client's counter and, on the window's first request, sets its expiry, atomically.
 * Windows are timed by Redis's clock, the one clock all instances share.
 *
 * <p>When Redis fails or takes longer than the timeout ({@link #DEFAULT_TIMEOUT} in production),
 * requests are counted by the fallback in-memory store and the outage is logged once. One request
 * per {@link #RETRY_INTERVAL} tries Redis again; the first that succeeds ends the outage. Calls
 * block the event loop that makes them, for at most the timeout: a reply takes well under a
 * millisecond from a healthy Redis nearby.
 */
public final class RedisStore implements RateLimitStore {
    /** Connect, read and pool-wait bound in production: a request never waits longer for Redis. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMillis(50);

    static final Duration RETRY_INTERVAL = Duration.ofSeconds(1);
    private static final String SCRIPT = """
      local count = redis.call('INCR', KEYS[1])
      local ttl = redis.call('PTTL', KEYS[1])
      if ttl < 0 then
        redis.call('PEXPIRE', KEYS[1], ARGV[1])
        ttl = tonumber(ARGV[1])
      end
      return {count, ttl}
      """;
    private static final byte[] SCRIPT_BYTES = SCRIPT.getBytes(StandardCharsets.UTF_8);
    private static final byte[] SCRIPT_SHA = sha1Hex(SCRIPT_BYTES);

    private final Policy policy;
    private final HostAndPort address;
    private final JedisPooled redis;
    private final RateLimitStore fallback;
    private final InstantSource clock;
    private final Events events;
    private final byte[] keyPrefix;
    private final byte[] windowArgument;
    /** 0 while Redis answers; during an outage, when the next request may try it again. */
    private final AtomicLong retryAtMillis = new AtomicLong();

    private final LongAdder fallbacks = new LongAdder();
    private final LongAdder outages = new LongAdder();

    /**
     * @param fallback counts while Redis does not answer
     * @param timeout how long a request may wait to connect, for a reply, or for a pooled connection
     */
    public RedisStore(
            HostAndPort address,
            Policy policy,
            RateLimitStore fallback,
            InstantSource clock,
            Events events,
            Duration timeout) {
        this.policy = policy;
        this.address = address;
        this.fallback = fallback;
        this.clock = clock;
        this.events = events;
        this.keyPrefix = ("firmsite:ratelimit:" + policy.name() + ":").getBytes(StandardCharsets.US_ASCII);
        this.windowArgument = Long.toString(policy.windowMillis()).getBytes(StandardCharsets.US_ASCII);
        int millis = (int) timeout.toMillis();
        var client = DefaultJedisClientConfig.builder()
                .connectionTimeoutMillis(millis)
                .socketTimeoutMillis(millis)
                .clientName("firmsite")
                .build();
        var pool = new ConnectionPoolConfig();
        pool.setMaxTotal(4 * Runtime.getRuntime().availableProcessors());
        pool.setMaxWait(timeout);
        pool.setJmxEnabled(false);
        this.redis = new JedisPooled(address, client, pool);
    }

    /** Pings Redis once, so the log says at start whether quotas are shared. */
    public void announce() {
        try {
            redis.ping();
            events.info("rate limiting: counting /api/ requests in Redis at " + address
                    + ", shared with every instance using it");
        } catch (JedisException e) {
            outage(e);
        }
    }

    @Override
    public Decision hit(long client) {
        long retryAt = retryAtMillis.get();
        if (retryAt != 0) {
            long now = clock.millis();
            // During an outage only one request per interval pays for trying Redis.
            if (now < retryAt || !retryAtMillis.compareAndSet(retryAt, now + RETRY_INTERVAL.toMillis())) {
                fallbacks.increment();
                return fallback.hit(client);
            }
        }
        try {
            Decision decision = count(client);
            if (retryAt != 0 && retryAtMillis.getAndSet(0) != 0) {
                events.info("rate limiting: Redis at " + address + " answers again; /api/ quotas are shared again");
            }
            return decision;
        } catch (JedisException | ClassCastException | IndexOutOfBoundsException e) {
            outage(e);
            fallbacks.increment();
            return fallback.hit(client);
        }
    }

    private Decision count(long client) {
        byte[] key = key(client);
        Object reply;
        try {
            reply = redis.evalsha(SCRIPT_SHA, 1, key, windowArgument);
        } catch (JedisNoScriptException e) {
            // A restarted or flushed Redis forgot the script; EVAL runs it and caches it again.
            reply = redis.eval(SCRIPT_BYTES, 1, key, windowArgument);
        }
        List<?> counts = (List<?>) reply;
        return Decision.of(policy, (Long) counts.get(0), (Long) counts.get(1));
    }

    private void outage(Exception cause) {
        if (retryAtMillis.getAndSet(clock.millis() + RETRY_INTERVAL.toMillis()) == 0) {
            outages.increment();
            events.warn("rate limiting: Redis at " + address + " failed ("
                    + cause.getClass().getSimpleName() + ": " + cause.getMessage()
                    + "); counting /api/ requests in memory on this instance until Redis is back");
        }
        // Pooled connections to a failed server are dead; drop them so the retry opens a fresh one.
        redis.getPool().clear();
    }

    /** {@code firmsite:ratelimit:default:<key in hex>}. */
    private byte[] key(long client) {
        byte[] key = Arrays.copyOf(keyPrefix, keyPrefix.length + 16);
        for (int i = 0; i < 16; i++) {
            key[keyPrefix.length + i] = (byte) Character.forDigit((int) (client >>> (60 - 4 * i)) & 0xF, 16);
        }
        return key;
    }

    @Override
    public long fallbacks() {
        return fallbacks.sum();
    }

    @Override
    public long outages() {
        return outages.sum();
    }

    @Override
    public boolean isShared() {
        return true;
    }

    @Override
    public boolean isAvailable() {
        return retryAtMillis.get() == 0;
    }

    @Override
    public void close() {
        redis.close();
    }

    private static byte[] sha1Hex(byte[] script) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-1").digest(script))
                    .getBytes(StandardCharsets.US_ASCII);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is required of every JDK", e);
        }
    }
}
