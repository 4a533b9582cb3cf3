// Effect's log calls (the HTTP API's) go to the server's logger, as one JSON line each
// with their annotations and, for a failure, the error with its stack.
import { Cause, HashMap, type Layer, Logger, type LogLevel } from "effect"

import type { Logger as Pino } from "./logger.ts"

const levels: Record<LogLevel.LogLevel["_tag"], "fatal" | "error" | "warn" | "info" | "debug" | "trace" | undefined> = {
  All: "trace",
  Fatal: "fatal",
  Error: "error",
  Warning: "warn",
  Info: "info",
  Debug: "debug",
  Trace: "trace",
  None: undefined,
}

export const toPino = (log: Pino): Logger.Logger<unknown, void> =>
  Logger.make(({ logLevel, message, cause, annotations }) => {
    const level = levels[logLevel._tag]
    if (level === undefined || !log.isLevelEnabled(level)) return
    const fields: Record<string, unknown> = {}
    for (const [key, value] of HashMap.toEntries(annotations)) fields[key] = value
    if (!Cause.isEmpty(cause)) fields["err"] = Cause.squash(cause)
    const text = (Array.isArray(message) ? message : [message]).map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" ")
    log[level](fields, text)
  })

/** Replaces Effect's console logger with the server's. */
export const effectLoggerLayer = (log: Pino): Layer.Layer<never> => Logger.replace(Logger.defaultLogger, toPino(log))
