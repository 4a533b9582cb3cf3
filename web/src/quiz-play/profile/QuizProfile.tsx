import "../game.css"
import "./profile.css"

import { ApiTokensSection } from "../../api-tokens/ApiTokensSection.tsx"
import { playerTokens } from "../../api-tokens/tokenApis.ts"
import { GroupsProfileSections } from "../../groups/ui/GroupsProfileSections.tsx"
import { useQuizWords } from "../words.ts"
import { FairPlayNotice } from "./FairPlayNotice.tsx"
import { ScoreboardPanel } from "./ScoreboardPanel.tsx"

const PLAYER_SCOPES = ["read"] as const

/** The signed-in player's profile body (docs/product.md §2): live game, challenges, groups, scoreboard, fair play, API tokens. */
export function QuizProfile() {
  const m = useQuizWords()
  return (
    <div className="quiz-profile">
      <GroupsProfileSections />
      <ScoreboardPanel />
      <FairPlayNotice />
      <ApiTokensSection api={playerTokens} scopes={PLAYER_SCOPES} purpose={m.tokenPurpose} />
    </div>
  )
}
