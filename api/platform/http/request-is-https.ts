// Whether a request reached the site over https, which decides HSTS (security-headers.ts).
// This server never terminates TLS itself, so a direct connection is plain HTTP; behind a
// proxy TRUST_PROXY trusts, the proxy says how the visitor connected (proxy-trust.ts).
// Read it before the first await: a uWS request is only valid during its callback.
import type { TransportRequest, TransportResponse } from "../transport/port.ts"
import type { ProxyTrust } from "./proxy-trust.ts"
import { clientOf } from "./request-client.ts"

/** Without a trusted proxy nothing said the scheme, and it is plain HTTP (checked first: every answer asks). */
export const requestIsHttps = (trust: ProxyTrust, req: TransportRequest, res: TransportResponse): boolean =>
  trust.kind !== "off" && clientOf(trust, res, req).https
