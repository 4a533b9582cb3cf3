// Outgoing mail through the operator's SMTP server (SMTP_URL, MAIL_FROM), sent with nodemailer.
// Used for password reset links only; without SMTP settings there is no mailer and the site
// says an admin resets passwords.
import nodemailer from "nodemailer"

import type { Config } from "../config.ts"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
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
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
