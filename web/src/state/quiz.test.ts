import { describe, expect, it } from "vitest"

import { memoryStorage } from "./memoryStorage.ts"
import { createQuizState } from "./quiz.ts"

const user = { id: "q1", username: "ann", is_admin: false, token: "t", quizzes_remaining: 10, email: null }

function setup() {
  const local = memoryStorage()
  const session = memoryStorage()
  return { local, session, quiz: createQuizState(local, session) }
}

describe("quiz state", () => {
  it("keeps user info and scoreboard in persistent storage", () => {
    const { local, session, quiz } = setup()
    quiz.setCredentials(user)
    quiz.setScoreboard({ total_correct: 3 })
    expect(JSON.parse(local.getItem("quizUserInfo") ?? "null")).toEqual(user)
    expect(JSON.parse(local.getItem("quizScoreboard") ?? "null")).toEqual({ total_correct: 3 })
    expect(session.map.size).toBe(0)
    expect(quiz.quizUserInfo.value).toEqual(user)
  })

  it("keeps groups, challenges, list, feedbacks and live game in session storage", () => {
    const { local, session, quiz } = setup()
    quiz.setGroups([{ id: "g" }])
    quiz.setChallenges([{ id: "c" }])
    quiz.setQuizList([{ id: "z" }])
    quiz.setQuestionFeedback({ unresolved: [] })
    quiz.setGeneralFeedback([{ feedback: "hi" }])
    quiz.setLiveGame({ groupId: "g" })
    expect([...session.map.keys()].sort()).toEqual(["generalFeedback", "questionFeedback", "quizChallenges", "quizGroups", "quizList", "quizLiveGame"])
    expect(local.map.size).toBe(0)
    expect(quiz.quizGroups.value).toEqual([{ id: "g" }])
    expect(quiz.quizLiveGame.value).toEqual({ groupId: "g" })
  })

  it("restores every value from its storage", () => {
    const { local, session, quiz } = setup()
    quiz.setCredentials(user)
    quiz.setGroups([{ id: "g" }])
    const again = createQuizState(local, session)
    expect(again.quizUserInfo.value).toEqual(user)
    expect(again.quizGroups.value).toEqual([{ id: "g" }])
  })

  it("logout clears every quiz value from state and storage, leaving other keys alone", () => {
    const { local, session, quiz } = setup()
    local.setItem("userInfo", '{"_id":"o"}')
    quiz.setCredentials(user)
    quiz.setScoreboard({})
    quiz.setGroups([])
    quiz.setChallenges([])
    quiz.setQuizList([])
    quiz.setQuestionFeedback({})
    quiz.setGeneralFeedback({})
    quiz.setLiveGame({})
    quiz.logout()
    expect([...local.map.keys()]).toEqual(["userInfo"])
    expect(session.map.size).toBe(0)
    for (const s of [
      quiz.quizUserInfo,
      quiz.quizScoreboard,
      quiz.quizGroups,
      quiz.quizChallenges,
      quiz.quizList,
      quiz.questionFeedback,
      quiz.generalFeedback,
      quiz.quizLiveGame,
    ]) {
      expect(s.value).toBeNull()
    }
  })

  it("reload follows storage that was wiped elsewhere", () => {
    const { local, quiz } = setup()
    quiz.setCredentials(user)
    local.clear()
    quiz.reload()
    expect(quiz.quizUserInfo.value).toBeNull()
  })
})
