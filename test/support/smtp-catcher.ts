// A real SMTP server on loopback that keeps every message it is given, for tests of mail the
// site sends. Bodies are decoded from quoted-printable or base64, as a mail reader would show
// them; a multipart/alternative mail gives its text and its HTML. It can be told to refuse the
// next few messages, as a server that is briefly unwell does.
import { SMTPServer } from "smtp-server"

export interface CaughtMail {
  readonly to: readonly string[]
  readonly from: string
  readonly subject: string
  readonly text: string
  /** The HTML alternative, "" when there is none. */
  readonly html: string
  /** A header's value (unfolded), "" when absent. */
  readonly header: (name: string) => string
}

export interface SmtpCatcher {
  readonly url: string
  readonly mails: CaughtMail[]
  /** Resolves with the next message to `to` (waiting for it if it has not come yet). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>
  /** Resolves once some mail kept (taken or not) satisfies `test`. */
  until(test: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>
  /** Refuses the next `count` messages with a temporary failure (451). */
  refuseNext(count: number): void
  /** How many messages were refused so far. */
  readonly refused: () => number
  close(): Promise<void>
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

/** A header's encoded words (RFC 2047: `=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`), as a mail reader shows them; the space between two is dropped. */
const decodeWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )

const headerOf = (head: string) => (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? ""

const splitPart = (raw: string) => {
  const split = raw.indexOf("\r\n\r\n")
  return { head: raw.slice(0, split).replace(/\r\n[ \t]+/g, " "), body: raw.slice(split + 4) }
}

const decodeBody = (body: string, encoding: string): string => {
  const decoded = /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : body
  return decoded.replace(/\r\n/g, "\n").trimEnd()
}

const parse = (raw: string, to: string[], from: string): CaughtMail => {
  const { head, body } = splitPart(raw)
  const header = headerOf(head)
  const boundary = /multipart\/[\w-]+;.*boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1]
  let text = ""
  let html = ""
  if (boundary === undefined) text = decodeBody(body, header("Content-Transfer-Encoding"))
  else
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(chunk.replace(/^\r\n/, ""))
      const partHeader = headerOf(part.head)
      const decoded = decodeBody(part.body, partHeader("Content-Transfer-Encoding"))
      if (/text\/html/i.test(partHeader("Content-Type"))) html = decoded
      else if (/text\/plain/i.test(partHeader("Content-Type"))) text = decoded
    }
  return { to, from, subject: decodeWords(header("Subject")), text, html, header }
}

export const startSmtpCatcher = async (): Promise<SmtpCatcher> => {
  const mails: CaughtMail[] = []
  const taken = new Set<CaughtMail>()
  const waiting: { to: string; resolve: (mail: CaughtMail) => void }[] = []
  const isTo = (mail: CaughtMail, to: string) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase())
  /** Hands the oldest mail not yet handed out to the first waiter it is for. */
  const watchers: { test: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }[] = []
  const deliver = () => {
    for (const [i, w] of watchers.entries()) {
      const mail = mails.find(w.test)
      if (!mail) continue
      watchers.splice(i, 1)
      w.resolve(mail)
      return deliver()
    }
    for (const [i, w] of waiting.entries()) {
      const mail = mails.find((m) => !taken.has(m) && isTo(m, w.to))
      if (!mail) continue
      taken.add(mail)
      waiting.splice(i, 1)
      w.resolve(mail)
      return deliver()
    }
  }
  let refuse = 0
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        if (refuse > 0) {
          refuse--
          refused++
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }))
        }
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
    until: (test, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such mail within ${timeoutMs} ms`)), timeoutMs)
        watchers.push({ test, resolve: (mail) => (clearTimeout(timer), resolve(mail)) })
        deliver()
      }),
    refuseNext: (count) => {
      refuse = count
    },
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
