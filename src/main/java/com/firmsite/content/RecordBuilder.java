package com.firmsite.content;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Builds a content record by component name, not position: each component that its {@link Schema}
 * declares as a key takes the key's value (or default) from the front matter, and the loader sets
 * the others (the slug, the body, values it validated into another type). A new key is then one
 * line in {@link ContentSchema} and one component of the record, nothing in between.
 *
 * <p>A component the schema declares is read as its type asks: {@code String}, {@code int}, {@code
 * boolean}, {@code List<String>}, {@code OptionalInt} (absent: empty), or {@code List} of a record
 * read from each mapping of a list of mappings. {@link #build} fails on a component left unset:
 * that is a programming error, found by the first test that loads such an item.
 *
 * @param <T> the content record
 */
final class RecordBuilder<T extends Record> {
    /** Each record's components, looked up once per class: a large site builds thousands of items. */
    private static final ClassValue<RecordComponent[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected RecordComponent[] computeValue(Class<?> type) {
            return type.getRecordComponents();
        }
    };

    /** Each record's canonical constructor, looked up once per class. */
    private static final ClassValue<Constructor<?>> CANONICAL = new ClassValue<>() {
        @Override
        protected Constructor<?> computeValue(Class<?> type) {
            try {
                return type.getDeclaredConstructor(Arrays.stream(COMPONENTS.get(type))
                        .map(RecordComponent::getType)
                        .toArray(Class<?>[]::new));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(type.getSimpleName() + " has no canonical constructor", e);
            }
        }
    };

    private final Class<T> type;
    /** Each component's value, read when built: a key the loader sets instead is never read. */
    private final Map<String, Supplier<?>> values = new LinkedHashMap<>();

    private RecordBuilder(Class<T> type) {
        this.type = type;
    }

    /** A builder of {@code type} with every component that {@code yaml}'s schema declares already set. */
    static <T extends Record> RecordBuilder<T> from(Class<T> type, FrontMatter yaml) {
        RecordBuilder<T> builder = new RecordBuilder<>(type);
        for (RecordComponent component : COMPONENTS.get(type)) {
            if (yaml.declares(component.getName())) {
                builder.values.put(component.getName(), () -> read(yaml, component));
            }
        }
        return builder;
    }

    /**
     * A builder of {@code type} with every component that {@code schema} declares set to the key's
     * default, or to its type's empty value (an empty string or list, zero, false, none).
     */
    static <T extends Record> RecordBuilder<T> defaults(Class<T> type, Schema schema) {
        RecordBuilder<T> builder = new RecordBuilder<>(type);
        for (RecordComponent component : COMPONENTS.get(type)) {
            schema.field(component.getName()).ifPresent(field -> {
                Object value = field.defaultValue().orElseGet(() -> emptyOf(component));
                builder.values.put(component.getName(), () -> value);
            });
        }
        return builder;
    }

    /** A builder of a record like {@code original}, every component set to the original's value. */
    @SuppressWarnings("unchecked")
    static <T extends Record> RecordBuilder<T> copyOf(T original) {
        RecordBuilder<T> builder = new RecordBuilder<>((Class<T>) original.getClass());
        for (RecordComponent component : COMPONENTS.get(original.getClass())) {
            Object value = invoke(component, original);
            builder.values.put(component.getName(), () -> value);
        }
        return builder;
    }

    /**
     * Sets the components that {@code yaml} (a translation) translates and gives: its schema's
     * single values other than the facts, which stay the original's, and {@code draft}, which the
     * translation and its original decide together. A translated list of mappings (offices, menu
     * titles) is matched to the original's items by the loader, which sets it.
     */
    RecordBuilder<T> translatedFrom(FrontMatter yaml) {
        List<String> facts = ContentSchema.facts(yaml.schema());
        for (RecordComponent component : COMPONENTS.get(type)) {
            String key = component.getName();
            boolean translated = yaml.declares(key) && !facts.contains(key) && !key.equals("draft");
            if (translated
                    && yaml.has(key)
                    && yaml.schema().field(key).orElseThrow().type() != Field.Type.ITEMS) {
                values.put(key, () -> read(yaml, component));
            }
        }
        return this;
    }

    /** Sets the component {@code name}, which must exist. */
    RecordBuilder<T> set(String name, Object value) {
        component(name);
        values.put(name, () -> value);
        return this;
    }

    T build() {
        RecordComponent[] components = COMPONENTS.get(type);
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            String name = components[i].getName();
            if (!values.containsKey(name)) {
                throw new IllegalStateException(type.getSimpleName() + "." + name
                        + " is set by neither its schema nor the loader: declare the key or set it");
            }
            arguments[i] = values.get(name).get();
        }
        try {
            return type.cast(CANONICAL.get(type).newInstance(arguments));
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(type.getSimpleName() + " refused its values", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(type.getSimpleName() + " cannot be built", e);
        }
    }

    private static Object read(FrontMatter yaml, RecordComponent component) {
        String key = component.getName();
        Class<?> type = component.getType();
        if (type == String.class) {
            return yaml.string(key);
        } else if (type == int.class) {
            return yaml.integer(key);
        } else if (type == boolean.class) {
            return yaml.bool(key);
        } else if (type == OptionalInt.class) {
            return yaml.has(key) ? OptionalInt.of(yaml.integer(key)) : OptionalInt.empty();
        } else if (type == List.class) {
            return list(yaml, key, elementType(component));
        }
        throw new IllegalStateException(component.getDeclaringRecord().getSimpleName() + "." + key + ": a "
                + type.getSimpleName() + " is not read from front matter: set it in the loader");
    }

    private static Object emptyOf(RecordComponent component) {
        Class<?> type = component.getType();
        if (type == String.class) {
            return "";
        } else if (type == int.class) {
            return 0;
        } else if (type == boolean.class) {
            return false;
        } else if (type == OptionalInt.class) {
            return OptionalInt.empty();
        } else if (type == Optional.class) {
            return Optional.empty();
        } else if (type == List.class) {
            return List.of();
        }
        throw new IllegalStateException(component.getName() + ": a " + type.getSimpleName() + " has no empty value");
    }

    private static List<?> list(FrontMatter yaml, String key, Class<?> element) {
        if (element == String.class) {
            return yaml.strings(key);
        }
        if (element.isRecord()) {
            return yaml.items(key).stream()
                    .map(item -> from(element.asSubclass(Record.class), item).build())
                    .toList();
        }
        throw new IllegalStateException(
                key + ": a list of " + element.getSimpleName() + " is not read from front matter");
    }

    private static Class<?> elementType(RecordComponent component) {
        Type generic = component.getGenericType();
        if (generic instanceof ParameterizedType parameterized
                && parameterized.getActualTypeArguments()[0] instanceof Class<?> element) {
            return element;
        }
        throw new IllegalStateException(component.getName() + ": a list needs its element type");
    }

    private RecordComponent component(String name) {
        // A loop, not a stream: asked for each value the loader sets, of every file at each load.
        for (RecordComponent component : COMPONENTS.get(type)) {
            if (component.getName().equals(name)) {
                return component;
            }
        }
        throw new IllegalArgumentException(type.getSimpleName() + " has no component " + name);
    }

    private static Object invoke(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(component.getName() + " cannot be read", e);
        }
    }
}
