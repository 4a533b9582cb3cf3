// Mail to the journal's subscribers, against a real SMTP server the test runs: double opt-in by a
// mailed link, each newly published post mailed once (text and HTML, images by absolute URL, the
// one-click unsubscribe headers of RFC 8058), refused mails tried again, a restart in the middle
// of sending losing and repeating nothing, two nodes sharing the work, an unsubscribe that
// stops the mail and leaves the address unreadable in the read model and in the log, and a mail
// refused at every try given up, recorded and counted for the owner.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { MAX_ATTEMPTS } from "#api/features/journal-mail/sender.ts"
import { EVENTS_TABLE } from "#engine/eventstore/postgres-schema.ts"
import { OUTBOX_TABLE, SUBSCRIBERS_TABLE } from "#projections/journal-mail/subscribers.tables.ts"
import * as Messages from "#schemas/messages.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { requestFrom } from "../support/from-address.ts"
import { seedDataDir } from "../support/pglite-template.ts"
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from "../support/smtp-catcher.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { OWNER, ownerCookie, recordUpload, startContentServer } from "./content-support.ts"
import { call, type ServerMode, serverModes } from "./servers.ts"

const PUBLIC_URL = "https://maple-lane.example"
const CONFIRM = /^https:\/\/maple-lane\.example\/subscription#confirm=(\S+)$/m
const UNSUBSCRIBE_PAGE = /^https:\/\/maple-lane\.example\/subscription#unsubscribe=(\S+)$/m

const mailEnv = (smtp: SmtpCatcher, more: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "Maple Lane <journal@maple-lane.example>",
  SITE_NAME: "Maple Lane",
  PUBLIC_URL,
  MAIL_PER_MINUTE: "100000",
  MAIL_RETRY_SECONDS: "1",
  ...more,
})

/** The rows of the outbox still to send; empty once every mail is recorded. */
const outbox = (server: TestServer) => server.platform.database.db.selectFrom(OUTBOX_TABLE).selectAll().execute()

/** Resolves once the outbox is empty (each delivery recorded), checking at every commit of the read model. */
const outboxEmptied = (server: TestServer) =>
  new Promise<void>((resolve, reject) => {
    const check = () =>
      outbox(server).then((rows) => {
        if (rows.length > 0) return
        stop()
        resolve()
      }, reject)
    const stop = server.platform.projector.onCommit((name) => {
      if (name === "journal-mail") void check()
    })
    void check()
  })

const subscribeAndConfirm = async (server: TestServer, smtp: SmtpCatcher, email: string) => {
  expect(await call(server, "POST", "/api/journal-mail/subscribe", { body: { email } })).toMatchObject({
    status: 200,
    body: { message: Messages.subscribeRequested },
  })
  const token = decodeURIComponent(CONFIRM.exec((await smtp.next(email)).text)![1]!)
  expect(await call(server, "POST", "/api/journal-mail/confirm", { body: { token } })).toMatchObject({
    status: 200,
    body: { message: Messages.subscribeConfirmed },
  })
}

const publish = async (server: TestServer, cookie: string, title: string, fields: Record<string, unknown> = {}) => {
  const answer = await call(server, "POST", "/api/posts", {
    body: { name: "Keeper", title, body: "<p>Covered the <b>tomatoes</b>.</p><p>Frost tonight.</p>", video: "", images: [], isjournal: true, ...fields },
    headers: { cookie },
  })
  expect(answer.status).toBe(200)
  return answer.body as { _id: string; slug: string }
}

const oneClickUrl = (mail: CaughtMail) => /^<(https:\/\/[^>]+)>$/.exec(mail.header("List-Unsubscribe"))![1]!

describe.each(serverModes)("mail to the journal's subscribers on $name", { timeout: 120_000 }, (mode) => {
  let smtp: SmtpCatcher
  let server: TestServer
  let cookie: string

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    server = await startContentServer(mode, mailEnv(smtp))
    cookie = await ownerCookie(server)
  }, 120_000)
  afterAll(async () => {
    await server?.dispose()
    await smtp?.close()
  })

  it("subscribes by a mailed link and mails a new post once, with one-click unsubscribe", async () => {
    expect((await call(server, "GET", "/api/journal-mail/options")).body).toEqual({ subscribe: true })
    expect((await call(server, "POST", "/api/journal-mail/subscribe", { body: { email: "not an address" } })).body.message).toContain(
      Messages.subscribeEmailInvalid,
    )
    await call(server, "POST", "/api/journal-mail/subscribe", { body: { email: " Reader@Example.org " } })
    const confirmation = await smtp.next("reader@example.org")
    expect(confirmation.subject).toBe("Confirm your subscription to Maple Lane")
    const token = decodeURIComponent(CONFIRM.exec(confirmation.text)![1]!)
    expect(await call(server, "POST", "/api/journal-mail/confirm", { body: { token: `${token.slice(0, -3)}AAA` } })).toMatchObject({
      status: 400,
      body: { message: Messages.subscribeLinkInvalid },
    })
    expect((await call(server, "GET", "/api/dashboard/subscribers", { headers: { cookie } })).body).toEqual({ confirmed: 0, undelivered: 0 })
    expect(await call(server, "POST", "/api/journal-mail/confirm", { body: { token } })).toMatchObject({ status: 200 })
    expect((await call(server, "GET", "/api/dashboard/subscribers", { headers: { cookie } })).body).toEqual({ confirmed: 1, undelivered: 0 })
    // The owner's alone.
    expect((await call(server, "GET", "/api/dashboard/subscribers")).status).toBe(401)

    const mediaId = await recordUpload(server)
    const post = await publish(server, cookie, "First frost", { images: [`/media/${mediaId}/public.webp`] })
    const mail = await smtp.next("reader@example.org")
    expect(mail.subject).toBe("First frost")
    expect(mail.from).toBe("journal@maple-lane.example")
    expect(mail.text).toContain("Covered the tomatoes.\n\nFrost tonight.")
    expect(mail.text).toContain(`${PUBLIC_URL}/media/${mediaId}/public.webp`)
    expect(mail.text).toContain(`${PUBLIC_URL}/journal/${post.slug}`)
    expect(mail.html).toContain(`<img src="${PUBLIC_URL}/media/${mediaId}/public.webp"`)
    expect(mail.html).toContain("Covered the <b>tomatoes</b>")
    expect(oneClickUrl(mail)).toMatch(/^https:\/\/maple-lane\.example\/api\/journal-mail\/unsubscribe\?token=\S+$/)
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")
    expect(mail.text).toMatch(UNSUBSCRIBE_PAGE)
    expect(mail.html).toContain(">Unsubscribe</a>")

    // An edit, and a second publication of the same post, mail nothing; the next new post comes next.
    await outboxEmptied(server)
    const edit = { name: "Keeper", title: "First frost, again", body: "<p>More.</p>", video: "", images: [], isjournal: true }
    expect((await call(server, "PUT", `/api/posts/${post._id}`, { body: { ...edit, draft: true }, headers: { cookie } })).status).toBe(200)
    expect((await call(server, "PUT", `/api/posts/${post._id}`, { body: edit, headers: { cookie } })).status).toBe(200)
    expect(await outbox(server)).toEqual([])
    // A draft is not mailed until it is published.
    const draft = await publish(server, cookie, "Seed order", { draft: true })
    expect(await outbox(server)).toEqual([])
    expect((await call(server, "PUT", `/api/posts/${draft._id}`, { body: { ...edit, title: "Seed order" }, headers: { cookie } })).status).toBe(200)
    expect((await smtp.next("reader@example.org")).subject).toBe("Seed order")
    await outboxEmptied(server)
    expect(smtp.mails.filter((m) => m.to.includes("reader@example.org")).map((m) => m.subject)).toEqual([
      "Confirm your subscription to Maple Lane",
      "First frost",
      "Seed order",
    ])
  })

  it("writes a subscriber's mails in the language they subscribed in", async () => {
    const email = "lectora@example.org"
    const asked = { body: { email }, headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } }
    expect((await call(server, "POST", "/api/journal-mail/subscribe", asked)).status).toBe(200)
    const confirmation = await smtp.next(email)
    expect(confirmation.subject).toBe("Confirma tu suscripción a Maple Lane")
    expect(confirmation.text).toContain("Alguien (esperamos que tú) ha pedido recibir por correo las nuevas entradas de Maple Lane.")
    const token = decodeURIComponent(CONFIRM.exec(confirmation.text)![1]!)
    expect((await call(server, "POST", "/api/journal-mail/confirm", { body: { token } })).status).toBe(200)
    // The owner posts in English, from an English browser: the post is as written, its frame in Spanish.
    const post = await publish(server, cookie, "Garlic in")
    const mail = await smtp.next(email)
    expect(mail.subject).toBe("Garlic in")
    expect(mail.text).toContain("Covered the tomatoes.")
    expect(mail.text).toContain(`Léela en Maple Lane: ${PUBLIC_URL}/journal/${post.slug}`)
    expect(mail.text).toContain("Recibes esto porque te suscribiste a Maple Lane. Para dejar de recibirlo, date de baja aquí:")
    expect(mail.html).toContain(">Darse de baja</a>")
    // The same post to the subscriber who asked in English, in English.
    const english = await smtp.next("reader@example.org")
    expect(english.subject).toBe("Garlic in")
    expect(english.text).toContain(`Read it on Maple Lane: ${PUBLIC_URL}/journal/${post.slug}`)
    // Asking again, in English this time, is answered in English.
    await call(server, "POST", "/api/journal-mail/subscribe", { body: { email } })
    expect((await smtp.next(email)).subject).toBe("You are already subscribed to Maple Lane")
    await outboxEmptied(server)
    expect((await fetch(oneClickUrl(mail).replace(PUBLIC_URL, server.url), { method: "POST" })).status).toBe(200)
  })

  it("answers alike for any address, and mails a subscriber who asks again only that they are subscribed", async () => {
    await subscribeAndConfirm(server, smtp, "known@example.org")
    for (const email of ["known@example.org", "someone.new@example.org"])
      expect(await call(server, "POST", "/api/journal-mail/subscribe", { body: { email } })).toMatchObject({
        status: 200,
        body: { message: Messages.subscribeRequested },
      })
    const again = await smtp.next("known@example.org")
    expect(again.subject).toBe("You are already subscribed to Maple Lane")
    expect(again.text).toMatch(UNSUBSCRIBE_PAGE)
    expect((await smtp.next("someone.new@example.org")).subject).toBe("Confirm your subscription to Maple Lane")
  })

  it("limits requests from one client address", async () => {
    const from = (n: number) =>
      requestFrom("127.0.0.11", `${server.url}/api/journal-mail/subscribe`, { method: "POST", body: JSON.stringify({ email: `flood-${n}@example.org` }) })
    for (let i = 0; i < 10; i++) expect((await from(i)).status).toBe(200)
    const refused = await from(10)
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ message: Messages.tooManySubscribeRequests })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
  })

  it("tries a refused mail again until the SMTP server takes it", async () => {
    await subscribeAndConfirm(server, smtp, "patient@example.org")
    const refusedBefore = smtp.refused()
    smtp.refuseNext(2)
    await publish(server, cookie, "Rain at last")
    const mails = await Promise.all(["reader@example.org", "known@example.org", "patient@example.org"].map((to) => smtp.next(to)))
    expect(mails.map((m) => m.subject)).toEqual(["Rain at last", "Rain at last", "Rain at last"])
    expect(smtp.refused() - refusedBefore).toBe(2)
    await outboxEmptied(server)
    expect(smtp.mails.filter((m) => m.subject === "Rain at last")).toHaveLength(3)
  })

  it("unsubscribes with one click: no more mail, and the address gone from the read model and unreadable in the log", async () => {
    await subscribeAndConfirm(server, smtp, "leaving@example.org")
    await publish(server, cookie, "Bees swarmed")
    const mail = await smtp.next("leaving@example.org")
    expect(mail.subject).toBe("Bees swarmed")
    await outboxEmptied(server)
    const url = new URL(oneClickUrl(mail))
    // A mail client's POST, as RFC 8058 has it: a form body, no cookie, no Origin of ours.
    const answer = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ message: Messages.unsubscribed })
    // Again is harmless; a forged token is refused.
    expect((await call(server, "POST", `${url.pathname}${url.search}`)).status).toBe(200)
    expect(await call(server, "POST", "/api/journal-mail/unsubscribe?token=abc.def")).toMatchObject({
      status: 400,
      body: { message: Messages.unsubscribeLinkInvalid },
    })

    const db = server.platform.database.db
    expect(await db.selectFrom(SUBSCRIBERS_TABLE).select("email").where("email", "=", "leaving@example.org").execute()).toEqual([])
    const csv = await call(server, "GET", "/api/dashboard/subscribers/export", { headers: { cookie } })
    expect(csv.headers.get("content-type")).toContain("text/csv")
    expect(csv.body).toContain("reader@example.org")
    expect(csv.body).not.toContain("leaving@example.org")
    const { rows } = await sql<{ data: string }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type like 'Journal%'`.execute(db)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.data).join("\n")).not.toMatch(/@example\.org/)
    // Read through the store, the departed address is erased; another's still opens.
    const requested = (
      await Promise.all(
        (await db.selectFrom(SUBSCRIBERS_TABLE).select("id").execute()).map((s) => server.platform.store.readStream(`journalsubscriber-${s.id}`)),
      )
    )
      .flat()
      .filter((e) => e.type === "JournalSubscriptionRequested")
      .map((e) => (e.data as { email: string }).email)
    expect(requested).toContain("")
    expect(requested).toContain("reader@example.org")
    expect(requested).not.toContain("leaving@example.org")

    await publish(server, cookie, "Nothing for the departed")
    await outboxEmptied(server)
    const sent = smtp.mails.filter((m) => m.subject === "Nothing for the departed").flatMap((m) => m.to)
    expect(sent.sort()).toEqual(["known@example.org", "patient@example.org", "reader@example.org"])
  })

  it("gives a mail up after its last try, records it and shows the owner the count", async () => {
    await subscribeAndConfirm(server, smtp, "bouncing@example.org")
    const db = server.platform.database.db
    const { id } = await db.selectFrom(SUBSCRIBERS_TABLE).select("id").where("email", "=", "bouncing@example.org").executeTakeFirstOrThrow()
    const refusedBefore = smtp.refused()
    smtp.refuseNext(1_000)
    const post = await publish(server, cookie, "Hail")
    // Its first try refused and given back, the mail skips ahead to its last try (MAIL_RETRY_SECONDS doubles
    // from 1 s, so ten real tries would take over eight minutes).
    const row = db.updateTable(OUTBOX_TABLE).where("post_id", "=", post._id).where("subscriber_id", "=", id).where("claimed_until", "is", null)
    await expect
      .poll(
        async () =>
          Number(
            (
              await row
                .where("attempts", "=", 1)
                .set({ attempts: MAX_ATTEMPTS - 1 })
                .executeTakeFirst()
            ).numUpdatedRows,
          ),
        { timeout: 10_000 },
      )
      .toBe(1)
    const givenUp = async (postId: string) =>
      (await server.platform.store.readStream(`journalsubscriber-${id}`)).filter(
        (e) => e.type === "JournalPostUndelivered" && (e.data as { postId: string }).postId === postId,
      )
    await expect.poll(() => givenUp(post._id), { timeout: 10_000 }).toHaveLength(1)
    expect((await givenUp(post._id))[0]!.data).toMatchObject({ subscriberId: id, postId: post._id, attempts: MAX_ATTEMPTS })
    // The others' mails, refused meanwhile, go once the server takes mail again.
    smtp.refuseNext(0)
    expect(smtp.refused() - refusedBefore).toBeGreaterThanOrEqual(4)
    await outboxEmptied(server)
    expect(
      smtp.mails
        .filter((m) => m.subject === "Hail")
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(["known@example.org", "patient@example.org", "reader@example.org"])
    expect((await call(server, "GET", "/api/dashboard/subscribers", { headers: { cookie } })).body).toEqual({ confirmed: 4, undelivered: 1 })
    // Never tried again: the next post still goes to the same address.
    await publish(server, cookie, "After the hail")
    expect((await smtp.next("bouncing@example.org")).subject).toBe("After the hail")
    await outboxEmptied(server)
    expect(smtp.mails.filter((m) => m.to.includes("bouncing@example.org")).map((m) => m.subject)).not.toContain("Hail")
    expect((await call(server, "GET", "/api/dashboard/subscribers", { headers: { cookie } })).body).toEqual({ confirmed: 4, undelivered: 1 })

    // A mail past its last try with no record (its node stopped in between, or an earlier version gave it up
    // unrecorded) is recorded at the sender's next look.
    smtp.refuseNext(1_000)
    const again = await publish(server, cookie, "Hail again")
    const againRow = db.updateTable(OUTBOX_TABLE).where("post_id", "=", again._id).where("subscriber_id", "=", id).where("claimed_until", "is", null)
    await expect
      .poll(async () => Number((await againRow.where("attempts", "=", 1).set({ attempts: MAX_ATTEMPTS }).executeTakeFirst()).numUpdatedRows), {
        timeout: 10_000,
      })
      .toBe(1)
    await expect.poll(() => givenUp(again._id), { timeout: 10_000 }).toHaveLength(1)
    smtp.refuseNext(0)
    await outboxEmptied(server)
    expect((await call(server, "GET", "/api/dashboard/subscribers", { headers: { cookie } })).body).toEqual({ confirmed: 4, undelivered: 2 })
  })
})

describe.each(serverModes)("sending through a restart on $name", { timeout: 120_000 }, (mode: ServerMode) => {
  it("loses no mail and sends none twice when the server stops in the middle", async () => {
    const smtp = await startSmtpCatcher()
    const dataDir = await mkdtemp(join(tmpdir(), "homestead-journal-mail-"))
    const postgres = mode.name === "postgres" ? await freshPostgresUrl() : undefined
    // Both starts open the same database: a folder of the test's own (a copy of an empty one), or one PostgreSQL schema.
    await seedDataDir(dataDir, postgres?.url)
    const env = (perMinute: string) => ({
      ...mailEnv(smtp, { MAIL_PER_MINUTE: perMinute }),
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    })
    let server: TestServer | undefined
    try {
      // One mail a minute: the server stops while it waits to send the second.
      server = await startTestServer(env("1"), { site: false, dataDir })
      const readers = Array.from({ length: 6 }, (_, i) => `reader-${i}@example.org`)
      for (const reader of readers) await subscribeAndConfirm(server, smtp, reader)
      await publish(server, await ownerCookie(server), "Harvest moon")
      // Waited for as long as the test may take: on a busy machine the first mail can be slow to come.
      await smtp.until((m) => m.subject === "Harvest moon", 60_000)
      await server.dispose()
      server = undefined
      expect(smtp.mails.filter((m) => m.subject === "Harvest moon")).toHaveLength(1)
      server = await startTestServer(env("100000"), { site: false, dataDir })
      await outboxEmptied(server)
      await server.dispose()
      server = undefined
      const harvest = smtp.mails.filter((m) => m.subject === "Harvest moon").flatMap((m) => m.to)
      expect(harvest.sort()).toEqual(readers.sort())
    } finally {
      await server?.dispose()
      await smtp.close()
      await postgres?.drop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe("two nodes on one PostgreSQL", { timeout: 120_000 }, () => {
  it("share the sending, and no subscriber gets a post twice", async () => {
    const smtp = await startSmtpCatcher()
    const postgres = await freshPostgresUrl()
    const env = { ...mailEnv(smtp, { MAIL_PER_MINUTE: "1200" }), OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, DATABASE_URL: postgres.url }
    const nodes: TestServer[] = []
    try {
      nodes.push(await startTestServer(env, { site: false }))
      nodes.push(await startTestServer(env, { site: false }))
      const readers = Array.from({ length: 8 }, (_, i) => `node-reader-${i}@example.org`)
      for (const [i, reader] of readers.entries()) await subscribeAndConfirm(nodes[i % 2]!, smtp, reader)
      await publish(nodes[0]!, await ownerCookie(nodes[0]!), "Two hands")
      await Promise.all(readers.map((reader) => smtp.next(reader)))
      await Promise.all(nodes.map(outboxEmptied))
      const sent = smtp.mails.filter((m) => m.subject === "Two hands").flatMap((m) => m.to)
      expect(sent.sort()).toEqual(readers.sort())
    } finally {
      for (const node of nodes) await node.dispose()
      await smtp.close()
      await postgres.drop()
    }
  })
})

describe("the journal without mail", { timeout: 120_000 }, () => {
  it("offers no subscription, so the form is not shown", async () => {
    const server = await startTestServer({}, { site: false })
    try {
      expect((await call(server, "GET", "/api/journal-mail/options")).body).toEqual({ subscribe: false })
      expect(await call(server, "POST", "/api/journal-mail/subscribe", { body: { email: "someone@example.org" } })).toMatchObject({
        status: 400,
        body: { message: Messages.subscribeUnavailable },
      })
    } finally {
      await server.dispose()
    }
  })
})
