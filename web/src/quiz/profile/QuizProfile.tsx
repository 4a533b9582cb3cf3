import { FairPlayNotice } from "./FairPlayNotice.tsx"
import { ScoreboardPanel } from "./ScoreboardPanel.tsx"
import "../game/game.css"
import "./profile.css"

/**
 * The signed-in player's profile body. The live game, challenges and groups sections of SPEC §2 come
 * first in this column when they are built; the scoreboard and the fair-play notice follow them.
 */
export function QuizProfile() {
  return (
    <div className="quiz-profile">
      <ScoreboardPanel />
      <FairPlayNotice />
    </div>
  )
}
