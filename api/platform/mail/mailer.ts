// Outgoing mail through the operator's SMTP server (SMTP_URL, MAIL_FROM), sent with nodemailer.
// Used for password reset links and the journal's mail to subscribers; without SMTP settings
// there is no mailer, the site says an admin resets passwords and offers no subscription.
import nodemailer from "nodemailer"

import type { Config } from "../config.ts"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** An HTML alternative to the text. */
  readonly html?: string
  /** Extra header lines (List-Unsubscribe and the like). */
  readonly headers?: Readonly<Record<string, string>>
  /** A Message-ID of our own, the same on every try of one mail, so a receiver may drop a repeat. */
  readonly messageId?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

export const smtpMailer = (settings: NonNullable<Config["mail"]>): Mailer => {
  // One pooled connection, so a burst of reset requests does not open a connection each.
  const transport = nodemailer.createTransport(settings.smtpUrl, { from: settings.from })
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers === undefined ? {} : { headers: { ...mail.headers } }),
        ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
      })
    },
    close: () => transport.close(),
  }
}
