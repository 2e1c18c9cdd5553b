package com.firmsite.config;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The smallest and largest value an option accepts, written as a user would write them (read with
 * the option's own converter); {@link OptionErrors} refuses a value outside them, naming the option.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Bounds {
    String min();

    String max();
}
