// Entering a group's running live game on arrival at the profile, when the page was reached
// with `enterLiveState` (a join link, for a group whose game is on). The request rides in the
// history entry's state and is dropped once taken, so a reload or Back does not enter again.
import { useEffect } from "react"
import { useLocation, useNavigate } from "react-router-dom"

import { joinLiveGame } from "./liveGame.ts"
import { liveRoomOpen } from "./LiveGameHost.tsx"

interface EnterLive {
  readonly enterLive: { readonly groupId: string; readonly groupName: string }
}

/** The navigation state asking the profile to take the player into that group's live room. */
export const enterLiveState = (groupId: string, groupName: string): EnterLive => ({ enterLive: { groupId, groupName } })

const requested = (state: unknown): EnterLive["enterLive"] | null => {
  const enter = (state as Partial<EnterLive> | null)?.enterLive
  return enter && typeof enter.groupId === "string" && typeof enter.groupName === "string" ? enter : null
}

export function useEnterLiveGame(): void {
  const location = useLocation()
  const navigate = useNavigate()
  const target = requested(location.state)
  const groupId = target?.groupId
  useEffect(() => {
    if (!target) return
    void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null })
    void (async () => {
      // The join waits for the socket, which comes up right after a sign-in.
      if (await joinLiveGame(target.groupId, target.groupName)) liveRoomOpen.value = true
    })()
    // Once per request: the state is dropped at once, so the next render asks for nothing.
  }, [groupId])
}
