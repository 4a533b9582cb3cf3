import { useSignals } from "@preact/signals-react/runtime"
import { startTransition, useEffect, useState } from "react"

import { QuizBarWhileLoading, QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { useHydrated } from "../app/useHydrated.ts"
import { useAdminPreload } from "../quiz-catalog/admin/useAdminPreload.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { LoadingPanel } from "../ui/Panels.tsx"
import { QuizGame } from "./QuizGame.tsx"
import { roundInPlay } from "./round/roundInPlay.ts"
import { useQuizWords } from "./words.ts"

/**
 * True once the app runs. After hydrating a server-rendered page the game comes in a transition, rendered in
 * slices, so a phone stays responsive (a store's switch, as useHydrated's, would render it all in one task);
 * reached inside the app, it is there at once.
 */
function useShownAfterHydration(): boolean {
  const hydrated = useHydrated()
  const [shown, setShown] = useState(hydrated)
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true))
  }, [shown])
  return shown
}

/**
 * The quiz game's page. The server renders it (schemas/site-routes.ts) with the guest's bar and a loading panel:
 * the player, their round and the quiz machine are the browser's, shown once the app has hydrated the page.
 */
export function QuizGamePage() {
  useSignals()
  useAdminPreload()
  const m = useQuizWords()
  const shown = useShownAfterHydration()
  // During a round the quiz owns the screen: the page keeps its heading for screen readers only.
  const inRound = shown && roundInPlay.value
  return (
    <>
      {!inRound && (shown ? <QuizHeaderPanel page="game" /> : <QuizBarWhileLoading />)}
      {inRound ? (
        <h1 id="title" className="visually-hidden">
          {m.quizGame}
        </h1>
      ) : (
        <PageIntro title={m.quizGame} id="title">
          {m.quizGameIntro}
        </PageIntro>
      )}
      {shown ? <QuizGame /> : <LoadingPanel />}
    </>
  )
}
