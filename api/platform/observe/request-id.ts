// Every answer carries X-Request-Id: the client's own when it sent a sane one (a proxy's or
// a load balancer's id, so one request can be followed across them), else a new one.
// A new id is 16 characters: a random prefix drawn once per 2 billion ids and a counter,
// unique across processes and restarts and nearly free (random bytes drawn for each request
// took 8 % of a busy server's time).
import { randomBytes } from "node:crypto"

const SANE = /^[\w.:@/+=-]{1,128}$/
const COUNTER_SPACE = 36 ** 6

let prefix = ""
let counter = COUNTER_SPACE

const newId = (): string => {
  if (counter >= COUNTER_SPACE) {
    prefix = randomBytes(8).toString("base64url").slice(0, 10)
    counter = 0
  }
  return prefix + (counter++).toString(36).padStart(6, "0")
}

export const requestIdFrom = (sent: string): string => (SANE.test(sent) ? sent : newId())
