import { QuizDownloadButton } from "#web/ui/DownloadButton.tsx"

import { useLiveWords } from "../words.ts"

/**
 * The host's report of a finished game under `pin`, as CSV and as a spreadsheet (a sheet of
 * questions, a sheet of players): each question's share right and picks, each player's answers
 * and points. The server gives it to the host alone, and says why when it cannot (the button
 * shows its message).
 */
export function PinReport({ pin, last = false }: { pin: string; last?: boolean }) {
  const m = useLiveWords()
  const path = `/pin-report/${encodeURIComponent(pin)}`
  return (
    <span className="pin-report">
      <QuizDownloadButton path={path} fallbackName={`quiz-night-${pin}.csv`}>
        {last ? m.pinReportLastGame : m.pinReportDownload}
      </QuizDownloadButton>
      <QuizDownloadButton path={`${path}/spreadsheet`} fallbackName={`quiz-night-${pin}.xlsx`}>
        {last ? m.pinReportLastSpreadsheet : m.pinReportSpreadsheet}
      </QuizDownloadButton>
    </span>
  )
}
