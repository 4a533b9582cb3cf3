import type { OwnerSecondStep, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from "#schemas/api/dashboard.ts"

import { request } from "../http/client.ts"
import { owner, ownerLogout } from "../state/store.ts"
import type { OwnerInfo } from "../state/types.ts"

/**
 * POST /api/dashboard/10644: signs the owner in (the server sets the session cookie), or, with
 * two-factor on, answers that a code is asked for next (the server keeps the step in a cookie).
 */
export async function signInOwner(username: string, password: string): Promise<OwnerInfo | typeof OwnerSecondStep.Type> {
  const answer = await request<OwnerInfo | typeof OwnerSecondStep.Type>("/dashboard/10644", { method: "POST", body: { username, password } })
  if ("secondStep" in answer) return answer
  owner.setCredentials({ _id: answer._id, username: answer.username })
  return answer
}

/** POST /api/dashboard/10644/code: the second step, with an authenticator or recovery code. */
export async function signInOwnerWithCode(code: string): Promise<OwnerInfo> {
  const info = await request<OwnerInfo>("/dashboard/10644/code", { method: "POST", body: { code } })
  owner.setCredentials({ _id: info._id, username: info.username })
  return info
}

export const twoFactorStatus = () => request<typeof TwoFactorStatus.Type>("/dashboard/two-factor")

/** A new key to show; two-factor stays off until enableTwoFactor confirms it with a code. */
export const startTwoFactorSetup = () => request<typeof TwoFactorSetup.Type>("/dashboard/two-factor/setup", { method: "POST" })

export const enableTwoFactor = (code: string) => request<typeof RecoveryCodes.Type>("/dashboard/two-factor/enable", { method: "POST", body: { code } })

/** New recovery codes for a current code from the app; the old ones stop working. */
export const replaceRecoveryCodes = (code: string) =>
  request<typeof RecoveryCodes.Type>("/dashboard/two-factor/recovery-codes", { method: "POST", body: { code } })

export const disableTwoFactor = (code: string) => request<typeof TwoFactorStatus.Type>("/dashboard/two-factor/disable", { method: "POST", body: { code } })

/** POST /api/dashboard/logout, then clear the owner and wipe persistent storage even if the call failed. */
export async function signOutOwner(): Promise<void> {
  try {
    await request("/dashboard/logout", { method: "POST" })
  } finally {
    ownerLogout()
  }
}

/** Confirms a restored owner with GET /api/dashboard/me; a 401 forgets them. */
export async function verifyOwner(): Promise<void> {
  if (!owner.userInfo.peek()) return
  try {
    const info = await request<OwnerInfo>("/dashboard/me")
    owner.setCredentials({ _id: info._id, username: info.username })
  } catch (error) {
    if (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401) owner.clear()
  }
}

/** PUT /api/dashboard/profile {_id, username, password}. */
export async function updateOwnerProfile(body: { _id: string; username: string; password: string }): Promise<void> {
  const info = await request<Partial<OwnerInfo> | null>("/dashboard/profile", { method: "PUT", body })
  owner.setCredentials({ _id: info?._id ?? body._id, username: info?.username ?? body.username })
}
