import { type FormEvent, useId, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { ACCEPTED_IMAGE_MIME } from "#schemas/media-limits.ts"
import { useMessages } from "#web/i18n/language.ts"

import { sendGeneralFeedback } from "../accounts/quizApi.ts"
import { useQuizUser } from "../accounts/useQuizUser.ts"
import { errorFields, errorMessage } from "../http/errors.ts"
import { uploadScreenshot } from "../media/upload.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { toast } from "../ui/toastify.ts"
import { useFocusOnProblem } from "../ui/useFocusOnProblem.ts"

const FAILED_TOAST = "feedback-failed"

/** General feedback (docs/product.md §5): text required, email and a screenshot optional. */
export function FeedbackForm({ onDone, autoFocus = true }: { onDone?: () => void; autoFocus?: boolean }) {
  const m = useMessages("accounts", Accounts)
  const user = useQuizUser()
  const textId = useId()
  const screenshotId = useId()
  const [screenshot, setScreenshot] = useState<File | null>(null)
  const [fileKey, setFileKey] = useState(0)
  const [feedback, setFeedback] = useState("")
  const [email, setEmail] = useState(user?.email ?? "")
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const { formRef, refused } = useFocusOnProblem()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFieldErrors({})
    if (feedback.trim() === "") {
      setError(m.feedbackRequired)
      return refused()
    }
    setBusy(true)
    setError(null)
    let screenshotIdSent: string | undefined
    if (screenshot) {
      try {
        screenshotIdSent = (await uploadScreenshot(screenshot)).result.id
      } catch (uploadError) {
        // The image's own problem (too large, not an image) says more than "Submission failed".
        setError(errorMessage(uploadError))
        setBusy(false)
        return
      }
    }
    try {
      await sendGeneralFeedback({
        player: user?.username ?? "Guest",
        player_email: email.trim(),
        feedback: feedback.trim(),
        ...(screenshotIdSent ? { screenshot_id: screenshotIdSent } : {}),
      })
      // One note for one sending: a failure toast of an earlier try gives way to the success.
      toast.dismiss(FAILED_TOAST)
      notifySuccess(m.feedbackSubmitted)
      setFeedback("")
      setScreenshot(null)
      setFileKey((k) => k + 1)
      onDone?.()
    } catch (sendError) {
      // A problem with what was typed is shown beside its field; anything else is the seed's toast, once.
      const byField = errorFields(sendError)
      if (byField.player_email || byField.feedback) {
        setFieldErrors(byField)
        refused()
      } else {
        toast.error(m.submissionFailed, { toastId: FAILED_TOAST })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} aria-label={m.feedback} noValidate>
      <div className="field">
        <label htmlFor={textId}>{m.yourFeedback}</label>
        <textarea
          id={textId}
          name="feedback"
          rows={5}
          value={feedback}
          autoFocus={autoFocus}
          onChange={(e) => setFeedback(e.target.value)}
          aria-invalid={error !== null || fieldErrors.feedback !== undefined}
          aria-describedby={fieldErrors.feedback ? `${textId}-error` : undefined}
        />
        {fieldErrors.feedback && (
          <small id={`${textId}-error`} className="field__error" role="alert">
            {fieldErrors.feedback}
          </small>
        )}
      </div>
      <Field
        label={m.emailOptional}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        hint={m.replyHint}
        error={fieldErrors.player_email}
      />
      <div className="field">
        <label htmlFor={screenshotId}>{m.screenshotOptional}</label>
        <input
          key={fileKey}
          id={screenshotId}
          name="screenshot"
          type="file"
          accept={ACCEPTED_IMAGE_MIME}
          onChange={(e) => setScreenshot(e.target.files?.[0] ?? null)}
        />
      </div>
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {m.sendFeedback}
        </button>
      </div>
    </form>
  )
}
