import "../game.css"
import "./profile.css"

import { GroupsProfileSections } from "../../groups/ui/GroupsProfileSections.tsx"
import { FairPlayNotice } from "./FairPlayNotice.tsx"
import { ScoreboardPanel } from "./ScoreboardPanel.tsx"

/** The signed-in player's profile body (docs/product.md §2): live game, challenges, groups, scoreboard, fair play. */
export function QuizProfile() {
  return (
    <div className="quiz-profile">
      <GroupsProfileSections />
      <ScoreboardPanel />
      <FairPlayNotice />
    </div>
  )
}
