import "./coach.css"

import { useEffect, useReducer, useRef, useState } from "react"

import * as Coach from "#schemas/coach-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { QuizSessionExpired } from "../accounts/quizClient.ts"
import { errorMessage } from "../http/errors.ts"
import { notifyError, notifySuccess } from "../ui/notify.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { chatReducer, initialChat } from "./chat.ts"
import { ChatLog } from "./ChatLog.tsx"
import { askCoach, startOver } from "./coachApi.ts"
import { Composer } from "./Composer.tsx"
import { markdownToPlainText } from "./markdown.ts"

/** /coach: a chat with the homestead coach, grounded in the site's recipes, journal and posts. */
export function CoachPage() {
  const m = useMessages("coach", Coach)
  const [chat, dispatch] = useReducer(chatReducer, initialChat)
  const [announcement, setAnnouncement] = useState("")
  const [clearing, setClearing] = useState(false)
  const inFlight = useRef<AbortController | null>(null)

  useEffect(() => () => inFlight.current?.abort(), [])

  const send = async (message: string) => {
    if (chat.waiting) return
    dispatch({ type: "send", text: message })
    setAnnouncement("")
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const reply = await askCoach(message, (text) => dispatch({ type: "delta", text }), controller.signal)
      dispatch({ type: "done", text: reply })
      setAnnouncement(m.coachReplied(markdownToPlainText(reply)))
    } catch (error) {
      if (controller.signal.aborted || error instanceof QuizSessionExpired) return
      dispatch({ type: "fail", message: errorMessage(error) })
    } finally {
      if (inFlight.current === controller) inFlight.current = null
    }
  }

  const newConversation = async () => {
    setClearing(true)
    try {
      await startOver()
      dispatch({ type: "reset" })
      setAnnouncement("")
      notifySuccess(m.coachConversationCleared)
    } catch (error) {
      notifyError(error)
    } finally {
      setClearing(false)
    }
  }

  return (
    <section className="coach" aria-labelledby="coach-title">
      <PageIntro title={m.coachTitle} id="coach-title">
        {m.coachIntro}
      </PageIntro>

      <div className="coach__toolbar">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={newConversation}
          disabled={chat.waiting || clearing || chat.entries.length === 0}
        >
          {m.newConversation}
        </button>
      </div>

      {chat.entries.length === 0 ? (
        <div className="coach__empty">
          <p>{m.tryOneOfThese}</p>
          <ul className="coach__suggestions">
            {m.suggestions.map((text) => (
              <li key={text}>
                <button type="button" className="coach__suggestion" onClick={() => void send(text)}>
                  {text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ChatLog entries={chat.entries} />
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {chat.error && (
        <div className="panel panel--error coach__error" role="alert">
          <p>{chat.error}</p>
        </div>
      )}

      <Composer waiting={chat.waiting} onSend={(message) => void send(message)} />
    </section>
  )
}
