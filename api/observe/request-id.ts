// Every answer carries X-Request-Id: the client's own when it sent a sane one (a proxy's or
// a load balancer's id, so one request can be followed across them), else a new one.
import { randomBytes } from "node:crypto"

const SANE = /^[\w.:@/+=-]{1,128}$/

export const requestIdFrom = (sent: string): string => (SANE.test(sent) ? sent : randomBytes(12).toString("base64url"))
