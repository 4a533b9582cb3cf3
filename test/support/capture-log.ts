// A logger whose JSON lines are kept in memory, for tests that read what the server logged.
import { createLogger, type Logger, type LogLevel } from "#api/platform/log/logger.ts"

export interface CapturedLog {
  readonly logger: Logger
  /** Every line written so far, as written. */
  text(): string
  /** Every line, parsed. */
  lines(): Record<string, unknown>[]
}

export const captureLog = (level: LogLevel = "trace"): CapturedLog => {
  const written: string[] = []
  const logger = createLogger({ level, format: "json", destination: { write: (line: string) => void written.push(line) } })
  return {
    logger,
    text: () => written.join(""),
    lines: () =>
      written
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
