import { navigateTo } from "#web/app/navigation.ts"
import { toast } from "#web/ui/toastify.ts"

/** The profile address that shows one challenge's card. */
export const challengeAddress = (challengeId: string) => `/quizgame/quizprofile#challenge-${challengeId}`

/** A toast about a challenge that opens it: the whole message is a button to its card. */
export function showChallengeToast(message: string, challengeId: string): void {
  toast.info(
    <button type="button" className="toast-link" onClick={() => navigateTo(challengeAddress(challengeId))}>
      {message} <span className="toast-link__cue">Open challenge ›</span>
    </button>,
  )
}
