import { useState } from "react"

import { checkConnections, type Connection } from "./liveGame.ts"

/** Admins: who is connected to this live game right now (check_connections). */
export function ConnectionsCheck() {
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
        {busy ? "Checking…" : "Check connections"}
      </button>
      {connections && (
        <ul aria-label="Connected players" className="live-connections__list">
          {connections.length === 0 && <li className="quiz-muted">Nobody is connected to this game.</li>}
          {connections.map((c) => (
            <li key={c.userId}>
              {c.username}: {c.sockets} connection{c.sockets === 1 ? "" : "s"}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
