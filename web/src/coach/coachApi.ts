// The coach's calls: the streamed reply (fetch with the Bearer token, read as server-sent
// events; EventSource cannot send headers) and starting over. Failures reject with the
// app's normalised HttpError, or an Error carrying the server's words.
import { COACH_STREAM_EVENTS } from "#schemas/coach-limits.ts"
import * as Coach from "#schemas/coach-messages.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { wordsOf } from "#web/i18n/language.ts"

import { QuizSessionExpired } from "../accounts/quizClient.ts"
import { bearer, quizSession } from "../accounts/session.ts"
import { API_BASE, request } from "../http/client.ts"
import type { HttpError } from "../http/errors.ts"
import { normaliseResponse, normaliseThrown } from "../http/normalise.ts"
import { createSseParser } from "./sse.ts"

export const COACH = "hsCoach"

/** A failed call: an expired token starts the session-expired flow; the error goes on to the caller. */
function refused(error: HttpError): HttpError {
  quizSession.handleResponseError(error)
  return error
}

/** Asks the coach; `onDelta` gets each piece as it is written. Resolves with the whole reply. */
export async function askCoach(message: string, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
  if (await quizSession.expireIfNeeded()) throw new QuizSessionExpired()
  const query = new URLSearchParams({ coach: COACH, message })
  let response: Response
  try {
    response = await fetch(`${API_BASE}/coach/stream?${query.toString()}`, {
      headers: { Accept: "text/event-stream", ...bearer() },
      credentials: "same-origin",
      ...(signal ? { signal } : {}),
    })
  } catch (thrown) {
    throw normaliseThrown(thrown, false)
  }
  if (!response.ok || !response.body) {
    const outcome = normaliseResponse(response.status, await response.text().catch(() => ""))
    throw refused("error" in outcome ? outcome.error : { status: response.status, data: null })
  }

  const m = wordsOf(activeLanguage(), "coach", Coach)
  let reply: string | undefined
  let failure: string | undefined
  const push = createSseParser(({ event, data }) => {
    const payload = JSON.parse(data) as { text?: string; coachRes?: string; message?: string }
    if (event === COACH_STREAM_EVENTS.delta && typeof payload.text === "string") onDelta(payload.text)
    else if (event === COACH_STREAM_EVENTS.done) reply = payload.coachRes ?? ""
    else if (event === COACH_STREAM_EVENTS.error) failure = payload.message ?? m.coachUnavailable
  })
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      push(value)
    }
  } catch (thrown) {
    throw normaliseThrown(thrown, false)
  }
  if (failure !== undefined) throw new Error(failure)
  if (reply === undefined) throw new Error(m.coachReplyCutOff)
  return reply
}

/** Forgets the conversation on the server. */
export async function startOver(): Promise<void> {
  try {
    await request("/coach", { method: "DELETE", headers: bearer() })
  } catch (error) {
    throw refused(error as HttpError)
  }
}
