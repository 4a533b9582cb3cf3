import * as Groups from "#schemas/group-messages.ts"
import { navigateTo } from "#web/app/navigation.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { wordsOf } from "#web/i18n/language.ts"
import { toast } from "#web/ui/toastify.ts"

/** The profile address that shows one challenge's card. */
export const challengeAddress = (challengeId: string) => `/quizgame/quizprofile#challenge-${challengeId}`

/** A toast about a challenge that opens it: the whole message is a button to its card. */
export function showChallengeToast(message: string, challengeId: string): void {
  const m = wordsOf(activeLanguage(), "groups", Groups)
  toast.info(
    <button type="button" className="toast-link" onClick={() => navigateTo(challengeAddress(challengeId))}>
      {message} <span className="toast-link__cue">{m.openChallenge}</span>
    </button>,
  )
}
