import { Link } from "react-router-dom"

/** On the quiz profile: a quiz night anyone can join with the PIN, besides the groups' games. */
export function PinGameEntry() {
  return (
    <div className="live-games__pin">
      <p className="quiz-muted">Quiz night: anyone in the room joins from their phone with a PIN and a nickname, no account needed.</p>
      <p className="live-games__pin-actions">
        <Link className="button button--small" to="/play/host">
          Open for anyone with the PIN
        </Link>
        <Link className="button button--small button--secondary" to="/play">
          Join with a PIN
        </Link>
      </p>
    </div>
  )
}
