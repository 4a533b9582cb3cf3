// The browser's calls for single sign-on (api/features/single-sign-on): the settings every
// sign-in screen reads once, the player's token after a sign-in at the provider, the owner's
// new session, and a signed-in player's link to the provider.
import type { MessageBody } from "#schemas/api/message.ts"
import type { SingleSignOnLinkStatus, SingleSignOnRedirect, SingleSignOnSettings } from "#schemas/api/single-sign-on.ts"

import { QuizSessionExpired } from "../accounts/quizClient.ts"
import { bearer, quizSession } from "../accounts/session.ts"
import { request, type RequestOptions } from "../http/client.ts"
import { owner, quiz } from "../state/store.ts"
import type { OwnerInfo, QuizUserInfo } from "../state/types.ts"

export type Settings = typeof SingleSignOnSettings.Type

/** The answer of GET /api/sso, checked against the shape of the server's schema (SingleSignOnSettings). */
export function decodeSettings(value: unknown): Settings {
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
  const provider = v["provider"]
  if ((provider === null || typeof provider === "string") && typeof v["owner"] === "boolean" && typeof v["passwordSignIn"] === "boolean")
    return { provider, owner: v["owner"], passwordSignIn: v["passwordSignIn"] } satisfies Settings
  throw new Error("The sign-in settings were not understood.")
}

let settings: Promise<Settings> | undefined
let known: Settings | undefined

/** The settings once read in this page, so a screen opened again shows its buttons at once. */
export const knownSettings = (): Settings | undefined => known

/** GET /api/sso, read once per page load (they change only when the operator restarts the site); a failure is tried again next time. */
export function loadSettings(): Promise<Settings> {
  if (!settings) {
    const reading = request<unknown>("/sso")
      .then(decodeSettings)
      .then((read) => (known = read))
    reading.catch(() => {
      if (settings === reading) settings = undefined
    })
    settings = reading
  }
  return settings
}

/** Where a sign-in button goes: the server's start of a flow, which redirects to the provider. */
export const startAddress = (purpose: "owner" | "player") => `/api/sso/start?for=${purpose}`

let handover: Promise<QuizUserInfo> | undefined

/** POST /api/sso/session: the player the provider just signed in, stored as a password sign-in is. Asked once per return. */
export function takePlayerSession(): Promise<QuizUserInfo> {
  handover ??= request<QuizUserInfo>("/sso/session", { method: "POST" })
    .then((info) => {
      quiz.setCredentials(info)
      return info
    })
    .finally(() => {
      // Done: a later return (another sign-in in this page) asks again.
      setTimeout(() => (handover = undefined), 0)
    })
  return handover
}

/** GET /api/dashboard/me after the provider signed the owner in: the session cookie is set, the screens learn who it is. */
export async function confirmOwnerSession(): Promise<OwnerInfo> {
  const info = await request<OwnerInfo>("/dashboard/me")
  owner.setCredentials({ _id: info._id, username: info.username })
  return info
}

/** A call under /api/sso as the signed-in player, with the quiz session's expiry handling. */
async function asPlayer<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (await quizSession.expireIfNeeded()) throw new QuizSessionExpired()
  try {
    return await request<T>(`/sso${path}`, { ...options, headers: { ...bearer(), ...options.headers } })
  } catch (error) {
    quizSession.handleResponseError(error)
    throw error
  }
}

export const linkStatus = () => asPlayer<typeof SingleSignOnLinkStatus.Type>("/link")

/** POST /api/sso/link: the provider's page where the player signs in to link. */
export const startLink = () => asPlayer<typeof SingleSignOnRedirect.Type>("/link", { method: "POST" })

export const unlink = () => asPlayer<typeof MessageBody.Type>("/link", { method: "DELETE" })
