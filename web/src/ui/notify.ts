import { TOKEN_EXPIRED } from "#schemas/error-codes.ts"

import { QuizSessionExpired } from "../accounts/quizClient.ts"
import { errorCode, errorMessage } from "../http/errors.ts"
import { toast } from "./toastify.ts"

export function notifySuccess(message: string) {
  toast.success(message)
}

/**
 * Shows a failed request as an error toast: the server's message, otherwise the error text.
 * Expired quiz sessions are skipped because the session flow already told the user.
 */
export function notifyError(error: unknown) {
  if (error instanceof QuizSessionExpired || errorCode(error) === TOKEN_EXPIRED) return
  toast.error(errorMessage(error))
}
