// When a failed delivery is tried again: waits that grow fivefold from the first (WEBHOOK_RETRY_SECONDS),
// capped at a day, for at most MAX_WEBHOOK_ATTEMPTS tries in all. Pure.
export const MAX_WEBHOOK_ATTEMPTS = 8
const LONGEST_WAIT_MS = 24 * 60 * 60_000

/** The wait after try `attempt` (1 for the first) failed; undefined when it was the last try. */
export const webhookRetryDelayMs = (firstWaitSeconds: number, attempt: number): number | undefined =>
  attempt >= MAX_WEBHOOK_ATTEMPTS ? undefined : Math.min(LONGEST_WAIT_MS, firstWaitSeconds * 1000 * 5 ** (attempt - 1))
