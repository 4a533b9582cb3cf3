// A password sign-in, shared by the owner and quiz players: throttled per client
// address, one answer for unknown user and wrong password, and equal work for both.
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { verifyAgainstNothing, verifyPassword } from "../../engine/auth/password.ts"
import { Messages } from "../../schemas/messages.ts"
import { peerAddress } from "../http/app-service.ts"
import { TooManyRequests, Unauthorized } from "../http/errors.ts"
import type { SignInThrottle } from "./throttles.ts"

export const checkPassword = <U extends { readonly password_hash: string }>(
  throttle: SignInThrottle,
  findUser: () => Promise<U | undefined>,
  password: string,
) =>
  Effect.gen(function* () {
    const admission = throttle.begin(yield* peerAddress)
    if (!admission.admitted) {
      const seconds = String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)))
      yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
      return yield* new TooManyRequests({ message: Messages.tooManySignIns })
    }
    const user = yield* Effect.promise(findUser)
    const ok = yield* Effect.promise(() => (user ? verifyPassword(password, user.password_hash) : verifyAgainstNothing(password)))
    if (!ok || !user) return yield* new Unauthorized({ message: Messages.invalidCredentials })
    admission.succeeded()
    return user
  })
