// The client of one request as the routes see it: its address, scheme and host, through
// the proxies TRUST_PROXY trusts (proxy-trust.ts). Read before any await (uWS's rule).
import type { TransportRequest, TransportResponse } from "../transport/port.ts"
import { normalizePeerAddress } from "./peer-address.ts"
import { type ClientView, clientView, type ProxyTrust } from "./proxy-trust.ts"

/** The TCP peer's address, short form ("127.0.0.1", "::1"). */
export const peerOf = (res: TransportResponse): string => normalizePeerAddress(Buffer.from(res.getRemoteAddressAsText()).toString())

export const clientOf = (trust: ProxyTrust, res: TransportResponse, req: TransportRequest): ClientView =>
  clientView(trust, peerOf(res), {
    forwardedFor: req.getHeader("x-forwarded-for"),
    forwardedProto: req.getHeader("x-forwarded-proto"),
    forwardedHost: req.getHeader("x-forwarded-host"),
    host: req.getHeader("host"),
  })
