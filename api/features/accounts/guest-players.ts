// Guest players of games for anyone with the PIN (docs/decisions.md, "Quiz night: PIN games
// and guests"). A guest has no account: their identity is a random id in a token signed with
// the server's own secret, which their browser keeps, so a guest who closes the tab and comes
// back from the same browser is the same player (`guest:<id>`) with their place and points.
// A connection without a good token gets a new identity, counted per client address like
// other guests' work, so nobody mints players without end.
import { randomUUID } from "node:crypto"

import { jwtVerify, SignJWT } from "jose"
import type { Kysely } from "kysely"

import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"
import { getOrCreateSecret } from "#api/platform/secrets/secrets.ts"
import type { QuizPrincipal } from "#api/platform/sockets/io.ts"
import { GUEST_PLAYER_HOURS } from "#engine/limits/rates.ts"
import type { DB } from "#projections/db.ts"
import { GUEST_ID_PREFIX } from "#schemas/live-pin-rules.ts"
import * as Messages from "#schemas/messages.ts"

const GUEST_ID = /^[0-9a-f-]{36}$/

export type GuestAdmission = { readonly ok: true; readonly user: QuizPrincipal; readonly token: string } | { readonly ok: false; readonly message: string }

const principal = (id: string, exp: number): QuizPrincipal => ({
  userId: `${GUEST_ID_PREFIX}${id}`,
  username: "Guest",
  email: null,
  isAdmin: false,
  guest: true,
  token: { jti: `${GUEST_ID_PREFIX}${id}`, expiresAt: new Date(exp * 1000), generation: 0 },
})

export class GuestPlayers {
  private secret: Promise<Uint8Array> | undefined
  private readonly newcomers: Throttle

  /**
   * `perHour`: GUEST_PLAYERS_PER_HOUR, new guests one client address may bring an hour (a
   * classroom or a pub behind one address fills a game; a script minting identities does not get far).
   */
  constructor(
    private readonly db: Kysely<DB>,
    limits: SharedLimits,
    perHour: number,
  ) {
    this.newcomers = newThrottle(limits, "guest-players:address", { limit: perHour, windowMs: 60 * 60 * 1000 })
  }

  private key(): Promise<Uint8Array> {
    const reading = (this.secret ??= getOrCreateSecret(this.db, "live-guests"))
    reading.catch(() => {
      if (this.secret === reading) this.secret = undefined
    })
    return reading
  }

  /** The guest a kept token names (with the token itself), or a new guest when it names none and the address has not made too many. */
  async admit(kept: string, address: string, now = new Date()): Promise<GuestAdmission> {
    const secret = await this.key()
    if (kept !== "") {
      try {
        const { payload } = await jwtVerify(kept, secret, { algorithms: ["HS256"], currentDate: now })
        if (typeof payload.sub === "string" && GUEST_ID.test(payload.sub) && typeof payload.exp === "number") {
          return { ok: true, user: principal(payload.sub, payload.exp), token: kept }
        }
      } catch {
        // Expired or not ours: a new identity, as for a first visit.
      }
    }
    if (!(await this.newcomers.begin(address)).admitted) return { ok: false, message: Messages.tooManyGuests }
    const id = randomUUID()
    const iat = Math.floor(now.getTime() / 1000)
    const exp = iat + GUEST_PLAYER_HOURS * 3600
    const token = await new SignJWT({ guest: true })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(id)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(secret)
    return { ok: true, user: principal(id, exp), token }
  }
}
