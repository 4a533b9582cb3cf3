import { TOKEN_EXPIRED } from "#schemas/error-codes.ts"
import * as Frame from "#schemas/frame-messages.ts"

import { errorCode } from "../http/errors.ts"
import { isTokenExpired } from "../http/token.ts"
import type { QuizUserInfo } from "../state/types.ts"

export interface SessionDeps {
  currentUser: () => QuizUserInfo | null
  resetState: () => void
  /** POST /api/quiz/logout; its failure is ignored. */
  serverLogout: () => Promise<unknown>
  alert: (message: string) => void
  toastError: (message: string) => void
  navigate: (to: string) => void
  /** True on a page that asks for a sign-in itself (a join link): an ended session stays there, so its link is kept. */
  keepsPage?: () => boolean
  now?: () => number
  /** The frame's words in the page's language (English when not given). */
  words?: () => { readonly sessionExpiredAlert: string; readonly sessionExpiredToast: string }
}

/** The two ways a quiz session ends on its own (docs/product.md §4), with the dependencies passed in. */
export function createSessionPolicy(deps: SessionDeps) {
  let ending = false
  const words = deps.words ?? (() => Frame)
  const leave = () => {
    if (!deps.keepsPage?.()) deps.navigate("/quizgame")
  }

  /**
   * Client-side check: a signed-in quiz user whose token is missing, undecodable or past its `exp`
   * is told, logged out and sent to /quizgame. Returns true when the session was ended.
   */
  async function expireIfNeeded(): Promise<boolean> {
    const user = deps.currentUser()
    if (!user || !isTokenExpired(user.token, (deps.now ?? Date.now)())) return false
    if (ending) return true
    ending = true
    try {
      deps.alert(words().sessionExpiredAlert)
      await deps.serverLogout().catch(() => undefined)
      deps.resetState()
      leave()
    } finally {
      ending = false
    }
    return true
  }

  /** Server-side signal: 401 with code TOKEN_EXPIRED. Returns true when it was handled. */
  function handleResponseError(error: unknown): boolean {
    if (errorCode(error) !== TOKEN_EXPIRED || (error as { status: unknown }).status !== 401) return false
    if (!deps.currentUser()) return true
    deps.toastError(words().sessionExpiredToast)
    deps.resetState()
    leave()
    return true
  }

  return { expireIfNeeded, handleResponseError }
}
