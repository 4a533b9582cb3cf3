import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"

import { joinLiveGame, liveGame } from "./liveGame.ts"
import { liveRoomOpen } from "./LiveGameHost.tsx"
import { useLiveWords } from "./words.ts"

/** A group's entry to its live game: open the running one's room, or start one. */
export function LiveGameButton({ groupId, groupName, running }: { groupId: string; groupName: string; running: boolean }) {
  useSignals()
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const mine = liveGame.value?.groupId === groupId
  const open = async () => {
    if (!mine) {
      setBusy(true)
      const joined = await joinLiveGame(groupId, groupName)
      setBusy(false)
      if (!joined) return
    }
    liveRoomOpen.value = true
  }
  return (
    <button
      type="button"
      className="button button--small"
      onClick={open}
      disabled={busy}
      aria-label={m.forGroup(running || mine ? m.openLiveRoom : m.startALiveGame, groupName)}
    >
      {busy ? m.joining : running || mine ? m.openLiveRoom : m.startALiveGame}
    </button>
  )
}
