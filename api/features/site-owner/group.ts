// The owner's session endpoints under /api/dashboard.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/features/site-owner/owner-session.ts"
import { Forbidden, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import {
  OwnerCredentials,
  OwnerInfo,
  OwnerProfileUpdate,
  OwnerSecondStep,
  RecoveryCodes,
  TwoFactorCode,
  TwoFactorSetup,
  TwoFactorStatus,
} from "#schemas/api/dashboard.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const DashboardGroup = HttpApiGroup.make("dashboard")
  .add(
    HttpApiEndpoint.post("signIn", "/10644")
      .setPayload(OwnerCredentials)
      .addSuccess(Schema.Union(OwnerInfo, OwnerSecondStep))
      .addError(Unauthorized)
      .addError(Forbidden)
      .addError(TooManyRequests)
      .addError(Refusal.Unauthenticated)
      .addError(Refusal.WrongState),
  )
  // The second step, when two-factor is on: an authenticator or recovery code for the sign-in its cookie names.
  .add(
    HttpApiEndpoint.post("signInCode", "/10644/code")
      .setPayload(TwoFactorCode)
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
  .add(HttpApiEndpoint.get("twoFactor", "/two-factor").addSuccess(TwoFactorStatus).middleware(OwnerSession))
  .add(HttpApiEndpoint.post("twoFactorSetup", "/two-factor/setup").addSuccess(TwoFactorSetup).addError(Refusal.WrongState).middleware(OwnerSession))
  .add(
    HttpApiEndpoint.post("twoFactorEnable", "/two-factor/enable")
      .setPayload(TwoFactorCode)
      .addSuccess(RecoveryCodes)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .middleware(OwnerSession),
  )
  .add(
    HttpApiEndpoint.post("twoFactorRecoveryCodes", "/two-factor/recovery-codes")
      .setPayload(TwoFactorCode)
      .addSuccess(RecoveryCodes)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .addError(TooManyRequests)
      .middleware(OwnerSession),
  )
  .add(
    HttpApiEndpoint.post("twoFactorDisable", "/two-factor/disable")
      .setPayload(TwoFactorCode)
      .addSuccess(TwoFactorStatus)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .addError(TooManyRequests)
      .middleware(OwnerSession),
  )
  .prefix("/dashboard")
