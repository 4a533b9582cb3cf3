import * as Messages from "#schemas/messages.ts"
import { QuizDownloadButton } from "#web/ui/DownloadButton.tsx"

/**
 * The host's report of a finished game under `pin`, as CSV and as a spreadsheet (a sheet of
 * questions, a sheet of players): each question's share right and picks, each player's answers
 * and points. The server gives it to the host alone, and says why when it cannot (the button
 * shows its message).
 */
export function PinReport({ pin, last = false }: { pin: string; last?: boolean }) {
  const path = `/pin-report/${encodeURIComponent(pin)}`
  return (
    <span className="pin-report">
      <QuizDownloadButton path={path} fallbackName={`quiz-night-${pin}.csv`}>
        {last ? Messages.pinReportLastGame : Messages.pinReportDownload}
      </QuizDownloadButton>
      <QuizDownloadButton path={`${path}/spreadsheet`} fallbackName={`quiz-night-${pin}.xlsx`}>
        {last ? Messages.pinReportLastSpreadsheet : Messages.pinReportSpreadsheet}
      </QuizDownloadButton>
    </span>
  )
}
