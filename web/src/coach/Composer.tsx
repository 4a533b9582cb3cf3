import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"

import { COACH_MESSAGE_MAX } from "#schemas/coach-limits.ts"
import * as Coach from "#schemas/coach-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

/** The message box: Enter sends, Shift+Enter starts a new line; locked while a reply is awaited. */
export function Composer({ waiting, onSend }: { waiting: boolean; onSend: (message: string) => void }) {
  const m = useMessages("coach", Coach)
  const [text, setText] = useState("")
  const id = useId()
  const input = useRef<HTMLTextAreaElement>(null)
  // The box is disabled while waiting, which drops focus: give it back when the reply is in.
  useEffect(() => {
    if (!waiting) input.current?.focus()
  }, [waiting])
  const message = text.trim()
  const canSend = !waiting && message !== ""

  const send = () => {
    if (!canSend) return
    onSend(message)
    setText("")
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <form className="coach-composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {m.messageTheCoach}
      </label>
      <textarea
        id={id}
        ref={input}
        className="coach-composer__input"
        rows={2}
        maxLength={COACH_MESSAGE_MAX}
        placeholder={m.composerPlaceholder}
        value={text}
        disabled={waiting}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="coach-composer__bar">
        <small id={`${id}-hint`} className="coach-composer__hint">
          {m.composerHint}
          {text.length}/{COACH_MESSAGE_MAX}
        </small>
        <button type="submit" className="button" disabled={!canSend}>
          {waiting ? m.waiting : m.send}
        </button>
      </div>
    </form>
  )
}
