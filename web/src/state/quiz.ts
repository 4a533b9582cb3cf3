import { persistedSignal } from "./persisted.ts"
import type { QuizUserInfo, StorageLike } from "./types.ts"

/**
 * Quiz state (docs/product.md §3–4): user info and scoreboard in persistent storage, the rest per session.
 * The list, feedback and live-game payloads are shaped by the quiz features, so they stay `unknown` here.
 */
export function createQuizState(local: StorageLike, session: StorageLike) {
  const entries = {
    quizUserInfo: persistedSignal<QuizUserInfo>(local, "quizUserInfo"),
    quizScoreboard: persistedSignal<unknown>(local, "quizScoreboard"),
    quizGroups: persistedSignal<unknown[]>(session, "quizGroups"),
    quizChallenges: persistedSignal<unknown[]>(session, "quizChallenges"),
    quizList: persistedSignal<unknown[]>(session, "quizList"),
    questionFeedback: persistedSignal<unknown>(session, "questionFeedback"),
    generalFeedback: persistedSignal<unknown>(session, "generalFeedback"),
    quizLiveGame: persistedSignal<unknown>(session, "quizLiveGame"),
  }
  const all = Object.values(entries)

  return {
    quizUserInfo: entries.quizUserInfo.signal,
    quizScoreboard: entries.quizScoreboard.signal,
    quizGroups: entries.quizGroups.signal,
    quizChallenges: entries.quizChallenges.signal,
    quizList: entries.quizList.signal,
    questionFeedback: entries.questionFeedback.signal,
    generalFeedback: entries.generalFeedback.signal,
    quizLiveGame: entries.quizLiveGame.signal,

    setCredentials: (info: QuizUserInfo) => entries.quizUserInfo.set(info),
    setScoreboard: (value: unknown) => entries.quizScoreboard.set(value),
    setGroups: (value: unknown[]) => entries.quizGroups.set(value),
    setChallenges: (value: unknown[]) => entries.quizChallenges.set(value),
    setQuizList: (value: unknown[]) => entries.quizList.set(value),
    setQuestionFeedback: (value: unknown) => entries.questionFeedback.set(value),
    setGeneralFeedback: (value: unknown) => entries.generalFeedback.set(value),
    setLiveGame: (value: unknown) => entries.quizLiveGame.set(value),

    /** Clears user info, groups, challenges, list, scoreboard, both feedbacks and live game. */
    logout() {
      for (const entry of all) entry.set(null)
    },
    /** Re-reads every value from storage (after another context wiped it). */
    reload() {
      for (const entry of all) entry.reload()
    },
  }
}
