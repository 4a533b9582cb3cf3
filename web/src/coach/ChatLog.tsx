import { useEffect, useRef } from "react"

import * as Coach from "#schemas/coach-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import type { ChatEntry } from "./chat.ts"
import { MarkdownText } from "./MarkdownText.tsx"

function TypingDots() {
  const m = useMessages("coach", Coach)
  return (
    <span className="coach-typing" role="status">
      <span className="visually-hidden">{m.coachWriting}</span>
      <span className="coach-typing__dot" aria-hidden="true" />
      <span className="coach-typing__dot" aria-hidden="true" />
      <span className="coach-typing__dot" aria-hidden="true" />
    </span>
  )
}

function Bubble({ entry }: { entry: ChatEntry }) {
  const m = useMessages("coach", Coach)
  if (entry.role === "user") {
    return (
      <li className="coach-bubble coach-bubble--user">
        <span className="visually-hidden">{m.you}</span>
        <p>{entry.text}</p>
      </li>
    )
  }
  return (
    <li className="coach-bubble coach-bubble--coach" aria-busy={entry.status === "streaming"}>
      <span className="visually-hidden">{m.coach}</span>
      {entry.text === "" ? (
        <TypingDots />
      ) : (
        <MarkdownText text={entry.text} after={entry.status === "streaming" ? <span className="coach-caret" aria-hidden="true" /> : null} />
      )}
      {entry.status === "cut" && <p className="coach-bubble__note">{m.replyCutOff}</p>}
    </li>
  )
}

/** The conversation as chat bubbles, kept scrolled to the newest text. */
export function ChatLog({ entries }: { entries: readonly ChatEntry[] }) {
  const m = useMessages("coach", Coach)
  const end = useRef<HTMLDivElement>(null)
  const last = entries.at(-1)
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" })
  }, [entries.length, last?.text])

  return (
    // Replies are announced once complete by the page's status region, not piece by piece.
    <div className="coach-log" aria-live="off">
      <ol className="coach-log__list" aria-label={m.conversation}>
        {entries.map((entry) => (
          <Bubble key={entry.id} entry={entry} />
        ))}
      </ol>
      <div ref={end} />
    </div>
  )
}
