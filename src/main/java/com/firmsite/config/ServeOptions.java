package com.firmsite.config;

import java.util.List;

/**
 * How {@code firmsite serve} listens and what it accepts (the other commands ignore them).
 *
 * @param port the TCP port; 0 lets the system pick one
 * @param bind the listen address
 * @param watch rebuild the snapshot when the content changes
 * @param draftsOnPublicAddress lets {@code --drafts} listen on an address that is not loopback
 * @param rateLimitStore {@code memory}, or {@code redis://host:port}, for the {@code /api/} quotas
 * @param trustedProxies the CIDRs whose forwarding headers are believed
 * @param limits what one connection may cost
 */
public record ServeOptions(
        int port,
        String bind,
        boolean watch,
        boolean draftsOnPublicAddress,
        String rateLimitStore,
        List<String> trustedProxies,
        Limits limits) {

    public ServeOptions {
        trustedProxies = List.copyOf(trustedProxies);
    }
}
