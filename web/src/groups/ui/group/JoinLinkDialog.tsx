import { useEffect, useId, useRef, useState } from "react"

import { copyText } from "#web/groups/clipboard.ts"
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
  return (
    <Modal title={`Join link for ${groupName}`} open={link !== null} onClose={onClose}>
      {link !== null && <JoinLinkBody groupName={groupName} inviteKey={inviteKey} link={link} />}
    </Modal>
  )
}

function JoinLinkBody({ groupName, inviteKey, link }: { groupName: string; inviteKey: string; link: string }) {
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
        Scan the code with a phone's camera, or send the link. It lets one friend join {groupName}, once (invite key <code>{inviteKey}</code>).
      </p>
      <div className="join-link__qr">
        {drawn === null && (
          <p className="quiz-muted" role="status">
            Drawing the QR code…
          </p>
        )}
        {drawn !== null && "url" in drawn && (
          <img src={drawn.url} width={240} height={240} alt={`QR code of the join link for ${groupName} with invite key ${inviteKey}`} />
        )}
        {drawn !== null && "failed" in drawn && <p className="quiz-muted">The QR code could not be drawn here. The link below works just the same.</p>}
      </div>
      <label className="join-link__label" htmlFor={linkId}>
        Join link
      </label>
      <div className="join-link__row">
        <input id={linkId} className="join-link__url" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="join-link__state" aria-live="polite">
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed: select the link and copy it yourself." : ""}
      </p>
      <p className="quiz-muted">Anyone with this link can use it, so send it only to the friend you are inviting.</p>
    </div>
  )
}
