// A real SMTP server on loopback that keeps every message it is given, for tests of mail the
// site sends. Bodies are decoded from quoted-printable, as a mail reader would show them.
import { SMTPServer } from "smtp-server"

export interface CaughtMail {
  readonly to: readonly string[]
  readonly from: string
  readonly subject: string
  readonly text: string
}

export interface SmtpCatcher {
  readonly url: string
  readonly mails: CaughtMail[]
  /** Resolves with the next message to `to` (waiting for it if it has not come yet). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>
  close(): Promise<void>
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

const parse = (raw: string, to: string[], from: string): CaughtMail => {
  const split = raw.indexOf("\r\n\r\n")
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ")
  const body = raw.slice(split + 4)
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? ""
  const qp = /quoted-printable/i.test(header("Content-Transfer-Encoding"))
  return { to, from, subject: header("Subject"), text: (qp ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, "\n").trimEnd() }
}

export const startSmtpCatcher = async (): Promise<SmtpCatcher> => {
  const mails: CaughtMail[] = []
  const taken = new Set<CaughtMail>()
  const waiting: { to: string; resolve: (mail: CaughtMail) => void }[] = []
  const isTo = (mail: CaughtMail, to: string) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase())
  /** Hands the oldest mail not yet handed out to the first waiter it is for. */
  const deliver = () => {
    for (const [i, w] of waiting.entries()) {
      const mail = mails.find((m) => !taken.has(m) && isTo(m, w.to))
      if (!mail) continue
      taken.add(mail)
      waiting.splice(i, 1)
      w.resolve(mail)
      return deliver()
    }
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        mails.push(
          parse(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.rcptTo.map((r) => r.address),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ),
        )
        deliver()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: (to, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs)
        waiting.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) })
        deliver()
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
