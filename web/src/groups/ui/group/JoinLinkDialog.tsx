import { useEffect, useId, useRef, useState } from "react"

import * as Groups from "#schemas/group-messages.ts"
import { copyText } from "#web/groups/clipboard.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Modal } from "#web/ui/Modal.tsx"
import { qrCodeDataUrl } from "#web/ui/qrCode.ts"

interface Props {
  groupName: string
  inviteKey: string
  /** The link to show, or null while the dialog is closed. */
  link: string | null
  onClose: () => void
}

const COPIED_FOR_MS = 2500

/** One invite key's join link: its QR code to scan, and the link to copy and send. */
export function JoinLinkDialog({ groupName, inviteKey, link, onClose }: Props) {
  const m = useMessages("groups", Groups)
  return (
    <Modal title={m.joinLinkFor(groupName)} open={link !== null} onClose={onClose}>
      {link !== null && <JoinLinkBody groupName={groupName} inviteKey={inviteKey} link={link} />}
    </Modal>
  )
}

function JoinLinkBody({ groupName, inviteKey, link }: { groupName: string; inviteKey: string; link: string }) {
  const m = useMessages("groups", Groups)
  const linkId = useId()
  const [qr, setQr] = useState<{ link: string; url: string } | { link: string; failed: true } | null>(null)
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle")
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    let current = true
    qrCodeDataUrl(link).then(
      (url) => current && setQr({ link, url }),
      (error: unknown) => {
        console.warn("Could not draw the QR code", error)
        if (current) setQr({ link, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [link])

  const copy = async () => {
    const ok = await copyText(link)
    setCopied(ok ? "copied" : "failed")
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied("idle"), COPIED_FOR_MS)
  }

  const drawn = qr?.link === link ? qr : null
  return (
    <div className="join-link">
      <p className="join-link__lead">
        {m.joinLinkLead(groupName)}
        <code>{inviteKey}</code>
        {m.joinLinkLeadEnd}
      </p>
      <div className="join-link__qr">
        {drawn === null && (
          <p className="quiz-muted" role="status">
            {m.drawingQrCode}
          </p>
        )}
        {drawn !== null && "url" in drawn && <img src={drawn.url} width={240} height={240} alt={m.qrCodeOf(groupName, inviteKey)} />}
        {drawn !== null && "failed" in drawn && <p className="quiz-muted">{m.qrCodeFailed}</p>}
      </div>
      <label className="join-link__label" htmlFor={linkId}>
        {m.joinLink}
      </label>
      <div className="join-link__row">
        <input id={linkId} className="join-link__url" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {m.copyLink}
        </button>
      </div>
      <p className="join-link__state" aria-live="polite">
        {copied === "copied" ? m.copied : copied === "failed" ? m.linkNotCopied : ""}
      </p>
      <p className="quiz-muted">{m.sendOnlyToFriend}</p>
    </div>
  )
}
