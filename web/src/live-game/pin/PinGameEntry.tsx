import { Link } from "react-router-dom"

import { useLiveWords } from "../words.ts"

/** On the quiz profile: a quiz night anyone can join with the PIN, besides the groups' games. */
export function PinGameEntry() {
  const m = useLiveWords()
  return (
    <div className="live-games__pin">
      <p className="quiz-muted">{m.quizNightIntro}</p>
      <p className="live-games__pin-actions">
        <Link className="button button--small" to="/play/host">
          {m.openForAnyone}
        </Link>
        <Link className="button button--small button--secondary" to="/play">
          {m.joinWithPin}
        </Link>
      </p>
    </div>
  )
}
