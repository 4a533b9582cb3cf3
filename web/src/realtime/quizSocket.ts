// The quiz player's real-time connection (docs/product.md §4): open only while quiz user info is present,
// closed and reopened when the user or the token changes. socket.io-client is loaded on demand,
// so pages visited without a quiz login never download it.
import { effect, signal, untracked } from "@preact/signals-react"

import { isTokenExpired } from "#web/http/token.ts"
import { quiz } from "#web/state/store.ts"
import type { QuizUserInfo } from "#web/state/types.ts"

import type { QuizSocket } from "./socketType.ts"

/** The quiz socket, typed with the socket protocol (what it hears, what it sends). */

/** The open socket of the signed-in quiz user, or null. Other quiz features (live games) reuse it. */
export const quizSocket = signal<QuizSocket | null>(null)

/** What the connection depends on: another user, name or token means another connection. */
const identity = (user: QuizUserInfo | null): string | null =>
  user && !isTokenExpired(user.token) ? JSON.stringify([user.id, user.username, user.token]) : null

let started = false

/**
 * Starts following the quiz user; call once, at start-up or at the first sign-in. `loggedInAtStart`: whether
 * the page opened with a stored login (a fresh tab, whose lists are loaded as such) rather than signed in since.
 */
export function startQuizRealtime(loggedInAtStart = true): void {
  if (started) return
  started = true
  let current: string | null = null
  // undefined: no user seen yet in this page; null: seen signed out, so the next user signed in now.
  let lastUserId: string | null | undefined = loggedInAtStart ? undefined : null
  let close: (() => void) | null = null
  // Each (re)connection gets a number; a slow chunk load for an older one is then dropped.
  let generation = 0

  effect(() => {
    const user = quiz.quizUserInfo.value
    const next = identity(user)
    if (next === current) return
    current = next
    const mine = ++generation
    close?.()
    close = null
    quizSocket.value = null
    if (!user || next === null) {
      lastUserId = null
      return
    }
    // A new sign-in (or a fresh tab without the session lists) loads groups, challenges and quizzes.
    const signedInNow = lastUserId !== undefined && lastUserId !== user.id
    lastUserId = user.id
    untracked(() => {
      void import("../groups/preload.ts").then((m) => m.preloadQuizLists(signedInNow))
      void import("./connection.ts").then(
        ({ openConnection }) => {
          if (mine !== generation) return
          close = openConnection(user, (socket) => {
            if (mine === generation) quizSocket.value = socket
          })
        },
        (error: unknown) => console.warn("Could not load the real-time connection", error),
      )
    })
  })
}

/**
 * Resolves true once the signed-in user's socket is connected (at once if it is), or false
 * after `timeoutMs`: for moves made right after a sign-in, before the connection is up.
 */
export function whenQuizSocketConnected(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (connected: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      // May be called inside the effect's first run, before `stop` is assigned: dispose after it.
      queueMicrotask(() => stop())
      resolve(connected)
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    const stop = effect(() => {
      const socket = quizSocket.value
      if (!socket) return
      if (socket.connected) return finish(true)
      const connected = () => finish(true)
      socket.once("connect", connected)
      return () => socket.off("connect", connected)
    })
  })
}
