package com.firmsite.images;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** Issue 32: the images decoded at once take no more heap together than the budget. */
class DecodeBudgetTest {
    @Test
    void anImageWaitsWhileTheOthersInFlightLeaveTooLittleAndGoesOnWhenTheyGiveTheirShareBack() {
        DecodeBudget budget = new DecodeBudget(100);
        DecodeBudget.Share first = budget.take(60);
        try (ExecutorService other = Executors.newSingleThreadExecutor()) {
            CompletableFuture<DecodeBudget.Share> second = CompletableFuture.supplyAsync(() -> budget.take(60), other);

            // Waiting is the behaviour under test: for half a second the second image must not start.
            await().during(Duration.ofMillis(500)).atMost(Duration.ofSeconds(5)).until(() -> !second.isDone());
            first.close();

            await().atMost(Duration.ofSeconds(5)).until(second::isDone);
            assertThat(budget.inFlight()).isEqualTo(60);
            second.join().close();
        }
        assertThat(budget.inFlight()).isZero();
    }

    @Test
    void anImageLargerThanTheWholeBudgetIsDecodedAloneRatherThanNever() {
        DecodeBudget budget = new DecodeBudget(100);
        try (DecodeBudget.Share _ = budget.take(1_000)) {
            assertThat(budget.inFlight()).isEqualTo(1_000);
        }
        assertThat(budget.inFlight()).isZero();
    }

    @Test
    void aShareIsGivenBackOnceHoweverOftenItIsClosed() {
        DecodeBudget budget = new DecodeBudget(100);
        DecodeBudget.Share share = budget.take(40);
        share.close();
        share.close();
        assertThat(budget.inFlight()).isZero();
    }
}
