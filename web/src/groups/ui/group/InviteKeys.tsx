import { useEffect, useRef, useState } from "react"

import * as Groups from "#schemas/group-messages.ts"
import { useSiteName } from "#web/app/frame/useSiteName.ts"
import { copyText } from "#web/groups/clipboard.ts"
import { invitationText } from "#web/groups/invitation.ts"
import { joinLink } from "#web/groups/joinLink.ts"
import { useMessages } from "#web/i18n/language.ts"

import { JoinLinkDialog } from "./JoinLinkDialog.tsx"

interface Props {
  groupName: string
  groupKey: string
  keys: readonly string[]
}

/** The unused invite keys as cards; a card copies the invitation for one friend, or shows its join link and QR code. */
export function InviteKeyCards({ groupName, groupKey, keys }: Props) {
  const m = useMessages("groups", Groups)
  const siteName = useSiteName()
  const [shown, setShown] = useState<string | null>(null)
  if (keys.length === 0) return <p className="quiz-muted">{m.noUnusedKeys}</p>
  return (
    <>
      <ul className="key-cards" aria-label={m.inviteKeysOf(groupName)}>
        {keys.map((key) => (
          <li key={key} className="key-cards__item">
            <KeyCard inviteKey={key} text={invitationText({ groupName, groupKey, inviteKey: key, siteName, origin: window.location.origin }, m)} />
            <button
              type="button"
              className="button button--small button--secondary"
              aria-haspopup="dialog"
              aria-label={m.showJoinLinkFor(key)}
              onClick={() => setShown(key)}
            >
              {m.showJoinLink}
            </button>
          </li>
        ))}
      </ul>
      <JoinLinkDialog
        groupName={groupName}
        inviteKey={shown ?? ""}
        link={shown === null ? null : joinLink(window.location.origin, { groupKey, inviteKey: shown })}
        onClose={() => setShown(null)}
      />
    </>
  )
}

const COPIED_FOR_MS = 2500

/**
 * A button, so a click, Enter and Space all copy; "Copied" shows on this card for a moment. Named by what it shows
 * (the key, then what pressing does or did), so a voice user can say the words on it.
 */
function KeyCard({ inviteKey, text }: { inviteKey: string; text: string }) {
  const m = useMessages("groups", Groups)
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle")
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    const ok = await copyText(text)
    setState(ok ? "copied" : "failed")
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setState("idle"), COPIED_FOR_MS)
  }

  return (
    <button type="button" className={`key-card${state === "copied" ? " key-card--copied" : ""}`} onClick={() => void copy()}>
      <code className="key-card__key">{inviteKey}</code>
      <span className="key-card__state" aria-live="polite">
        {state === "copied" ? m.copied : state === "failed" ? m.keyNotCopied : m.clickToCopy}
      </span>
    </button>
  )
}
