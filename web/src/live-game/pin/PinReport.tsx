import * as Messages from "#schemas/messages.ts"
import { QuizDownloadButton } from "#web/ui/DownloadButton.tsx"

/**
 * The host's report of a finished game under `pin` (CSV): each question's share right and
 * picks, each player's answers and points. The server gives it to the host alone, and says
 * why when it cannot (the button shows its message).
 */
export function PinReport({ pin, last = false }: { pin: string; last?: boolean }) {
  return (
    <QuizDownloadButton path={`/pin-report/${encodeURIComponent(pin)}`} fallbackName={`quiz-night-${pin}.csv`}>
      {last ? Messages.pinReportLastGame : Messages.pinReportDownload}
    </QuizDownloadButton>
  )
}
