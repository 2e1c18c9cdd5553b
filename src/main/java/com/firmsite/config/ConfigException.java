package com.firmsite.config;

/** A command line or environment that cannot be used; the message says what to change. */
public final class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    public ConfigException(String message) {
        super(message);
    }
}
