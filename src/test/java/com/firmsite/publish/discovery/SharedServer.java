package com.firmsite.publish.discovery;

import com.firmsite.testing.TestServer;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One sample-firm server shared by the discovery tests, which only read from it: building a
 * snapshot (compression included) is the slow part, so it happens once per test run. JUnit closes
 * it when the run ends. Use with {@code @ExtendWith(SharedServer.class)} and a {@link TestServer}
 * parameter.
 */
final class SharedServer implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == TestServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        // The store closes AutoCloseable values (TestServer is one) when the run ends.
        return context.getRoot()
                .getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(SharedServer.class, key -> TestServer.start(), TestServer.class);
    }
}
