import * as Frame from "#schemas/frame-messages.ts"
import { SITE_ROUTES } from "#schemas/site-routes.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { wordsOf } from "#web/i18n/language.ts"

import { navigateTo } from "../app/navigation.ts"
import { request } from "../http/client.ts"
import { quiz } from "../state/store.ts"
import { toast } from "../ui/toastify.ts"
import { createSessionPolicy } from "./sessionPolicy.ts"

// The app's quiz session policy, wired to the real state, server, alert, toasts and router.
export const quizSession = createSessionPolicy({
  currentUser: () => quiz.quizUserInfo.peek(),
  resetState: () => quiz.logout(),
  serverLogout: () => request("/quiz/logout", { method: "POST", headers: bearer() }),
  alert: (message) => window.alert(message),
  toastError: (message) => void toast.error(message),
  navigate: navigateTo,
  // The join link's page asks for a sign-in itself and joins once the player is back.
  keepsPage: () => window.location.pathname === SITE_ROUTES.joinGroup.path,
  words: () => wordsOf(activeLanguage(), "frame", Frame),
})

/** The Authorization header of the signed-in quiz user, if any. */
export function bearer(): Record<string, string> {
  const token = quiz.quizUserInfo.peek()?.token
  return token ? { Authorization: `Bearer ${token}` } : {}
}
