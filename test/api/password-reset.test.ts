// Forgotten passwords by email, against a real SMTP server the test runs: the link reaches the
// player's inbox, works once and only with a good new password, a newer link replaces an older
// one, the mail is written in the language asked in, and the answer never says whether an account exists. Without SMTP settings the site says
// that an admin resets passwords.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { requestFrom } from "../support/from-address.ts"
import { type SmtpCatcher, startSmtpCatcher } from "../support/smtp-catcher.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { call } from "./servers.ts"

const LINK = /^(https?:\/\/[^\s]+\/quizgame\/reset-password#token=([^\s]+))$/m
/** Mail needs it: the links name the site as the operator set it. */
const PUBLIC_URL = "https://maple-lane.example"

describe("forgot password, by email", { timeout: 120_000 }, () => {
  let smtp: SmtpCatcher
  let server: TestServer

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: "Homestead <homestead@example.org>", SITE_NAME: "Maple Lane", PUBLIC_URL })
    for (const [username, email] of [
      ["rs_ann", "Ann@Example.org"],
      ["rs_bob", ""],
    ] as const) {
      expect((await call(server, "POST", "/api/quiz/register", { body: { username, password: `${username}-password`, email } })).status).toBe(200)
    }
  })

  afterAll(async () => {
    await server?.dispose()
    await smtp?.close()
  })

  const ask = (login: string) => call(server, "POST", "/api/quiz/forgot_password", { body: { login } })
  const reset = (token: string, password: string) => call(server, "POST", "/api/quiz/reset_password", { body: { token, password } })
  const signIn = (password: string) => call(server, "POST", "/api/quiz/login", { body: { username: "rs_ann", password } })

  it("says it can send links, and answers alike whoever is asked for", async () => {
    expect((await call(server, "GET", "/api/quiz/password_reset")).body).toEqual({ email: true })
    for (const login of ["rs_bob", "nobody-at-all", "rs_ann"])
      expect(await ask(login)).toMatchObject({ status: 200, body: { message: Messages.resetLinkSent } })
    const mail = await smtp.next("Ann@Example.org")
    expect(mail.subject).toBe("Reset your password on Maple Lane")
    expect(mail.from).toBe("homestead@example.org")
    expect(mail.text).toContain('the quiz account "rs_ann" on Maple Lane')
    // Only Ann has an email; Bob and nobody get nothing.
    expect(smtp.mails.flatMap((m) => m.to.map((a) => a.toLowerCase()))).toEqual(["ann@example.org"])
    expect((await ask("")).body.message).toContain(Messages.resetLoginRequired)
  })

  it("sets a new password once with the link, and a newer link replaces an older one", async () => {
    const before = (await signIn("rs_ann-password")).body.token as string
    await ask("ann@example.org")
    const first = LINK.exec((await smtp.next("Ann@Example.org")).text)!
    expect(first[1]).toContain(`${PUBLIC_URL}/quizgame/reset-password#token=`)
    await ask("RS_ANN")
    const second = LINK.exec((await smtp.next("Ann@Example.org")).text)!
    const firstToken = decodeURIComponent(first[2]!)
    const token = decodeURIComponent(second[2]!)

    expect(await reset(firstToken, "a-brand-new-pass")).toMatchObject({ status: 400, body: { message: Messages.resetLinkInvalid } })
    const weak = await reset(token, "short")
    expect(weak.status).toBe(400)
    expect(weak.body.message).toContain(Messages.passwordTooShort)
    expect(await reset(`${token.slice(0, -3)}AAA`, "a-brand-new-pass")).toMatchObject({ status: 400, body: { message: Messages.resetLinkInvalid } })
    expect(await reset("not a token", "a-brand-new-pass")).toMatchObject({ status: 400, body: { message: Messages.resetLinkInvalid } })
    expect(await reset(token, "a-brand-new-pass")).toMatchObject({ status: 200, body: { message: Messages.passwordReset } })
    expect((await signIn("rs_ann-password")).status).toBe(401)
    // Every earlier sign-in has ended.
    expect((await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: { authorization: `Bearer ${before}` } })).status).toBe(401)
    expect((await signIn("a-brand-new-pass")).status).toBe(200)
    expect(await reset(token, "another-new-pass")).toMatchObject({ status: 400, body: { message: Messages.resetLinkInvalid } })

    // The log holds only the secret's hash: nothing in it could be used as the link.
    const secret = token.split(".")[1]!
    const userId = token.split(".")[0]!
    const stored = JSON.stringify(
      (await server.platform.store.readStream(`quizuser-${userId}`)).map((e) => ({ type: e.type, data: e.data, metadata: e.metadata })),
    )
    expect(stored).toContain("QuizPasswordResetRequested")
    expect(stored).not.toContain(secret)
  })

  it("writes the mail in the language it was asked in", async () => {
    const asked = await requestFrom("127.0.0.9", `${server.url}/api/quiz/forgot_password`, {
      method: "POST",
      headers: { cookie: "lang=es" },
      body: JSON.stringify({ login: "rs_ann" }),
    })
    expect(asked.status).toBe(200)
    const mail = await smtp.next("Ann@Example.org")
    expect(mail.subject).toBe("Restablece tu contraseña en Maple Lane")
    expect(mail.text).toContain('la contraseña de la cuenta del juego "rs_ann" en Maple Lane')
    expect(mail.text).toMatch(
      /Elige una contraseña nueva aquí \(el enlace vale una sola vez, durante 30 minutos\):\nhttps:\/\/maple-lane\.example\/quizgame\/reset-password#token=\S+/,
    )
  })

  it("limits requests from one address", async () => {
    const from = (n: number) =>
      requestFrom("127.0.0.7", `${server.url}/api/quiz/forgot_password`, { method: "POST", body: JSON.stringify({ login: `nobody-${n}` }) })
    for (let i = 0; i < 5; i++) expect((await from(i)).status).toBe(200)
    const refused = await from(5)
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ message: Messages.tooManyResetRequests })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    // Another address is not held back.
    expect(
      (await requestFrom("127.0.0.8", `${server.url}/api/quiz/forgot_password`, { method: "POST", body: JSON.stringify({ login: "nobody" }) })).status,
    ).toBe(200)
  })
})

describe("forgot password without mail", () => {
  it("says an admin resets passwords", async () => {
    const server = await startTestServer()
    try {
      expect((await call(server, "GET", "/api/quiz/password_reset")).body).toEqual({ email: false })
      expect(await call(server, "POST", "/api/quiz/forgot_password", { body: { login: "anyone" } })).toMatchObject({
        status: 400,
        body: { message: Messages.resetByAdmin },
      })
    } finally {
      await server.dispose()
    }
  })
})
