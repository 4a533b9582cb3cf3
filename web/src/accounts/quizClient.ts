import { type Download, request, requestDownload, type RequestOptions } from "../http/client.ts"
import { bearer, quizSession } from "./session.ts"

export class QuizSessionExpired extends Error {
  constructor() {
    super("Quiz session expired")
  }
}

/**
 * A call under /api/quiz: checks the token first, sends it as a Bearer header, and turns a
 * 401 TOKEN_EXPIRED answer into the session-expired flow. `path` is relative to /api/quiz.
 */
export async function quizRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  if (await quizSession.expireIfNeeded()) throw new QuizSessionExpired()
  try {
    return await request<T>(`/quiz${path}`, { ...options, headers: { ...bearer(), ...options.headers } })
  } catch (error) {
    quizSession.handleResponseError(error)
    throw error
  }
}

/** A download under /api/quiz, sent with the player's token (a plain link could not carry it). */
export async function quizDownload(path: string, fallbackName: string): Promise<Download> {
  if (await quizSession.expireIfNeeded()) throw new QuizSessionExpired()
  try {
    return await requestDownload(`/quiz${path}`, bearer(), fallbackName)
  } catch (error) {
    quizSession.handleResponseError(error)
    throw error
  }
}
