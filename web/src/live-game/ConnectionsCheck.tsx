import { useState } from "react"

import { checkConnections, type Connection } from "./liveGame.ts"
import { useLiveWords } from "./words.ts"

/** Admins: who is connected to this live game right now (check_connections). */
export function ConnectionsCheck() {
  const m = useLiveWords()
  const [connections, setConnections] = useState<readonly Connection[] | null>(null)
  const [busy, setBusy] = useState(false)
  const check = async () => {
    setBusy(true)
    setConnections(await checkConnections())
    setBusy(false)
  }
  return (
    <div className="live-connections">
      <button type="button" className="button button--small button--secondary" onClick={check} disabled={busy}>
        {busy ? m.checking : m.checkConnections}
      </button>
      {connections && (
        <ul aria-label={m.liveConnections} className="live-connections__list">
          {connections.length === 0 && <li className="quiz-muted">{m.nobodyConnected}</li>}
          {connections.map((c) => (
            <li key={c.userId}>{m.connectionsOf(c.username, c.sockets)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
