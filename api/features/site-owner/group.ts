// The owner's session endpoints under /api/dashboard.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { OwnerSession } from "#api/features/site-owner/owner-session.ts"
import { Forbidden, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { OwnerCredentials, OwnerInfo, OwnerProfileUpdate } from "#schemas/api/dashboard.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const DashboardGroup = HttpApiGroup.make("dashboard")
  .add(
    HttpApiEndpoint.post("signIn", "/10644")
      .setPayload(OwnerCredentials)
      .addSuccess(OwnerInfo)
      .addError(Unauthorized)
      .addError(Forbidden)
      .addError(TooManyRequests)
      .addError(Refusal.Unauthenticated),
  )
  .add(HttpApiEndpoint.post("signOut", "/logout").addSuccess(MessageBody).addError(Forbidden).addError(Refusal.Unauthenticated))
  .add(HttpApiEndpoint.get("me", "/me").addSuccess(OwnerInfo).middleware(OwnerSession))
  .add(
    HttpApiEndpoint.put("updateProfile", "/profile")
      .setPayload(OwnerProfileUpdate)
      .addSuccess(OwnerInfo)
      .addError(Forbidden)
      .addError(Refusal.WrongState)
      .addError(Refusal.Unauthenticated)
      .middleware(OwnerSession),
  )
  .prefix("/dashboard")
