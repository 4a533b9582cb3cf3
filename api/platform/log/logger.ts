// The server's one logger (pino): JSON lines for a log stack (Loki, Elasticsearch,
// journald), or readable lines on a terminal. Secrets never reach it: fields that can hold
// one are redacted wherever they appear in a logged object, and code logs ids and counts,
// never credentials, tokens, cookies or invite keys (test/api/logging.test.ts holds us to it).
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from "pino"
import pretty from "pino-pretty"

export type { Logger }
export type LogFormat = "json" | "pretty"

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const satisfies readonly LevelWithSilent[]
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Keys whose values are secrets, at the top of a logged object or one level down. */
const SECRET_KEYS = [
  "password",
  "current_password",
  "newPassword",
  "token",
  "authorization",
  "cookie",
  "set-cookie",
  "secret",
  "apiKey",
  "api_key",
  "auth",
  "inviteKey",
  "invite_key",
  "invite_keys",
  "groupKey",
  "group_key",
]
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const at = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  return [at, `*.${at}`.replace("*.[", "*[")]
})

export interface LoggerOptions {
  readonly level: LogLevel
  /** Default: pretty on a terminal, JSON otherwise. */
  readonly format?: LogFormat | undefined
  /** Where lines go (a test's capture); default standard output. */
  readonly destination?: DestinationStream
}

export const defaultLogFormat = (): LogFormat => (process.stdout.isTTY ? "pretty" : "json")

export const createLogger = (options: LoggerOptions): Logger => {
  const format = options.format ?? defaultLogFormat()
  const destination =
    options.destination ??
    (format === "pretty"
      ? pretty({ colorize: process.stdout.isTTY === true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", sync: true })
      : pino.destination({ dest: 1, sync: false, minLength: 0 }))
  return pino(
    {
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  )
}
