// The operator's OpenID provider, through openid-client: its discovery document read on first
// use (and again after a failure, so a provider that was down at start-up is found later), an
// authorization request with PKCE (S256), state and nonce, and the code exchanged for an ID
// token that the library checks (signature, issuer, audience, expiry, nonce) before we read a
// claim. Every way it can go wrong comes back as one of a few plain reasons.
import * as client from "openid-client"

import type { SingleSignOnConfig } from "#api/platform/config.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { SingleSignOnError } from "#schemas/api/single-sign-on.ts"

/** What the browser's flow cookie keeps between the start and the callback. */
export interface FlowChecks {
  readonly state: string
  readonly nonce: string
  readonly verifier: string
}

export type Finished = { readonly ok: true; readonly claims: Readonly<Record<string, unknown>> } | { readonly ok: false; readonly reason: SingleSignOnError }

export interface Provider {
  /** The provider's sign-in page for a new flow, and the checks its answer must pass. */
  begin(redirectUri: string): Promise<{ readonly url: string; readonly checks: FlowChecks } | { readonly reason: "unavailable" }>
  /** The provider's answer (the callback's whole URL) checked, and the person's claims. */
  finish(callbackUrl: URL, redirectUri: string, checks: FlowChecks): Promise<Finished>
}

const SCOPE = "openid profile email"

export const openIdProvider = (config: SingleSignOnConfig, log: Logger): Provider => {
  let discovered: Promise<client.Configuration> | undefined
  const configuration = () => {
    if (!discovered) {
      // A plain http issuer is the operator's choice (a provider on their own network).
      const insecure = new URL(config.issuer).protocol === "http:"
      const reading = client.discovery(
        new URL(config.issuer),
        config.clientId,
        undefined,
        client.ClientSecretBasic(config.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      reading.catch((error: unknown) => {
        log.warn({ err: error, issuer: config.issuer }, "The OpenID provider's discovery document could not be read")
        if (discovered === reading) discovered = undefined
      })
      discovered = reading
    }
    return discovered
  }

  return {
    async begin(redirectUri) {
      const found = await configuration().catch(() => undefined)
      if (!found) return { reason: "unavailable" }
      const checks = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() }
      const url = client.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: "S256",
      })
      return { url: url.href, checks }
    },

    async finish(callbackUrl, redirectUri, checks) {
      const found = await configuration().catch(() => undefined)
      if (!found) return { ok: false, reason: "unavailable" }
      try {
        const tokens = await client.authorizationCodeGrant(
          found,
          callbackUrl,
          { pkceCodeVerifier: checks.verifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true },
          { redirect_uri: redirectUri },
        )
        const idClaims = tokens.claims()
        if (!idClaims) return { ok: false, reason: "failed" }
        // Groups and names may be given only at the userinfo endpoint; the ID token's own claims win.
        const userInfo = found.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(found, tokens.access_token, idClaims.sub) : {}
        return { ok: true, claims: { ...userInfo, ...idClaims } }
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === "access_denied") return { ok: false, reason: "denied" }
        const reason =
          error instanceof client.ClientError || error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError
            ? "failed"
            : "unavailable"
        log.warn({ err: error, reason }, "A single sign-on answer was refused")
        return { ok: false, reason }
      }
    },
  }
}
