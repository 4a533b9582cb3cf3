import "./live.css"

import { signal } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { useNavigate } from "react-router-dom"

import { quiz } from "#web/state/store.ts"

import { useQuizUser } from "../accounts/useQuizUser.ts"
import { storedGroups } from "../groups/types.ts"
import { followLiveGame, liveGame } from "./liveGame.ts"
import { LiveGameRoom } from "./LiveGameRoom.tsx"
import { LiveLoadingModal } from "./LiveLoadingModal.tsx"
import { liveView } from "./liveState.ts"

/** Whether the room modal shows; a joined player sees it until they close it. */
export const liveRoomOpen = signal(true)

/** Rounds this tab has already sent the player to the quiz page for (quiz_received navigates once). */
const sentToQuiz = new Set<string>()

export const LIVE_QUIZ_STATE = { liveQuiz: true } as const

/** The live game on the quiz profile: the room, the loading modal, and off to the quiz when it arrives. */
export function LiveGameHost() {
  useSignals()
  const user = useQuizUser()
  const navigate = useNavigate()
  const state = liveGame.value
  useEffect(followLiveGame, [])

  const view = state && user ? liveView(state) : null
  const roundId = state?.game?.roundId ?? null
  const goToQuiz = () => navigate("/quizgame", { state: LIVE_QUIZ_STATE })
  useEffect(() => {
    if (view?.takeQuiz && roundId && !sentToQuiz.has(roundId)) {
      sentToQuiz.add(roundId)
      void navigate("/quizgame", { state: LIVE_QUIZ_STATE })
    }
  }, [view?.takeQuiz, roundId, navigate])

  // A question-by-question round is played in the room: it opens for every question.
  const questionIndex = view?.playsQuestions ? (state?.game?.byQuestion?.index ?? null) : null
  useEffect(() => {
    if (questionIndex !== null) liveRoomOpen.value = true
  }, [questionIndex, roundId])

  if (!state || !user || !view) return null
  return (
    <>
      <LiveGameRoom
        state={state}
        isAdmin={user.is_admin}
        open={liveRoomOpen.value}
        isCommissioner={storedGroups(quiz.quizGroups.value)?.find((g) => g.id === state.groupId)?.commissioner_id === user.id}
        onClose={() => (liveRoomOpen.value = false)}
        onBackToQuiz={goToQuiz}
      />
      <LiveLoadingModal open={view.loading} topic={state.game?.topic ?? null} />
    </>
  )
}
