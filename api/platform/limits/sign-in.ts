// A password sign-in, shared by the owner and quiz players: throttled per client address
// and per account (growing delays, never a lock for other addresses), one answer for
// unknown user and wrong password, and equal work for both. The owner's two-factor codes are
// throttled the same way (admitTry).
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { verifyAgainstNothing, verifyPassword } from "#engine/auth/password.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import * as Messages from "#schemas/messages.ts"

import { TooManyRequests, Unauthorized } from "../http/errors.ts"
import { peerAddress } from "../http/handlers.ts"
import type { SignInThrottles } from "./throttles.ts"

const tooMany = (retryAfterMs: number, message: string) =>
  Effect.gen(function* () {
    const seconds = String(Math.max(1, Math.ceil(retryAfterMs / 1000)))
    yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
    return yield* new TooManyRequests({ message })
  })

/**
 * One try of a sign-in step, under both limits (per client address, and per `account` from an
 * address that failed on it), or a 429. The caller reports how it went: a failure counts
 * against both, a success forgives them; neither leaves it counted at the address. Each report
 * is an effect to run.
 */
export const admitTry = (throttles: SignInThrottles, account: string) =>
  Effect.gen(function* () {
    const address = yield* peerAddress
    const admission = yield* Effect.promise(() => throttles.address.begin(address))
    if (!admission.admitted) return yield* tooMany(admission.retryAfterMs, Messages.tooManySignIns)
    const forAccount = yield* Effect.promise(() => throttles.account.begin(account, address))
    if (!forAccount.admitted) {
      yield* Effect.promise(admission.succeeded)
      return yield* tooMany(forAccount.retryAfterMs, Messages.tooManyAccountSignIns)
    }
    return {
      failed: Effect.promise(forAccount.failed),
      succeeded: Effect.promise(() => Promise.all([admission.succeeded(), forAccount.succeeded()])),
    }
  })

export const checkPassword = <U extends { readonly password_hash: string }>(
  throttles: SignInThrottles,
  username: string,
  findUser: () => Promise<U | undefined>,
  password: string,
) =>
  Effect.gen(function* () {
    // Unknown names are counted too, so the answer never tells which accounts exist.
    const tried = yield* admitTry(throttles, normaliseUsername(username))
    const user = yield* Effect.promise(findUser)
    const ok = yield* Effect.promise(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstNothing(password)))
    if (!ok || !user) {
      yield* tried.failed
      return yield* new Unauthorized({ message: Messages.invalidCredentials })
    }
    yield* tried.succeeded
    return user
  })
