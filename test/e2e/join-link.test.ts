// The join link in a real browser: the commissioner shows an invite key's join link with its
// QR code (usable at 360 px, closed with Escape); a signed-in player opens the link and lands in
// the group and, as a live game runs there, in its room; the same link opened by a third
// player says it was used; a signed-out visitor logs in on the link's page and is then joined,
// and so is a player whose session has ended, who stays on the link's page to sign in again.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"

const stamp = Date.now().toString(36)
const GROUP = `Link coop ${stamp}`

interface Player {
  username: string
  password: string
  info: { token: string; id: string }
}

describe.skipIf(!chromiumAvailable)("joining a group with a join link", { timeout: 180_000 }, () => {
  let e2e: E2E
  const contexts: BrowserContext[] = []
  let boss: Player
  let ben: Player
  let cat: Player
  let dee: Player
  let groupId: string
  let inviteKeys: string[]
  let link = ""

  const registered = async (name: string): Promise<Player> => {
    const username = `${name}${stamp}`
    const password = `${name}-join-password`
    return { username, password, info: await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password }) }
  }

  /** A page of its own; signed in as `who` (stored the way the login form stores it), or signed out. */
  const pageFor = async (who?: Player, viewport = { width: 1280, height: 900 }): Promise<Page> => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, permissions: ["clipboard-read", "clipboard-write"] })
    contexts.push(context)
    if (who) {
      await context.addInitScript((stored) => {
        if (!localStorage.getItem("quizUserInfo")) localStorage.setItem("quizUserInfo", stored)
      }, JSON.stringify(who.info))
    }
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    page.on("pageerror", (error) => console.error(`[browser ${who?.username ?? "visitor"}]`, error.message))
    return page
  }

  const groupItem = (page: Page) => page.locator(`[id="group-${groupId}"]`)
  const room = (page: Page) => page.getByRole("dialog", { name: `Live game: ${GROUP}` })

  /** The player is on the profile at the group, opened, listing them among its members. */
  const landedInGroup = async (page: Page, who: Player) => {
    await page.waitForURL((url) => url.pathname === "/quizgame/quizprofile" && url.hash === `#group-${groupId}`)
    await groupItem(page)
      .getByRole("list", { name: `Members of ${GROUP}` })
      .getByText(who.username)
      .waitFor()
  }

  beforeAll(async () => {
    e2e = await startE2E()
    ;[boss, ben, cat, dee] = (await Promise.all(["boss", "ben", "cat", "dee"].map(registered))) as [Player, Player, Player, Player]
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: GROUP, invite_keys: 3 }, boss.info.token)
    groupId = group.id
    inviteKeys = group.invite_keys
  }, 60_000)

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
  })

  let bossPage: Page

  it("shows the commissioner an invite key's join link and its QR code, in a dialog that fits 360 px and closes with Escape", async () => {
    bossPage = await pageFor(boss)
    await bossPage.goto("/quizgame/quizprofile")
    const group = groupItem(bossPage)
    await group.getByRole("button", { name: new RegExp(GROUP) }).click()
    await group.getByRole("button", { name: "Show invite keys" }).click()
    await group.getByRole("button", { name: `Show join link for invite key ${inviteKeys[0]}` }).click()

    const dialog = bossPage.getByRole("dialog", { name: `Join link for ${GROUP}` })
    const qr = dialog.getByRole("img", { name: `QR code of the join link for ${GROUP} with invite key ${inviteKeys[0]}` })
    await qr.waitFor()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const field = dialog.getByLabel("Join link")
    link = await field.inputValue()
    const url = new URL(link)
    expect(url.origin).toBe(e2e.baseUrl)
    expect(url.pathname).toBe("/quizgame/join")
    expect(url.search).toBe("")
    expect(new URLSearchParams(url.hash.slice(1)).get("invite")).toBe(inviteKeys[0])

    await dialog.getByRole("button", { name: "Copy link" }).click()
    await dialog.getByText("Copied").waitFor()
    expect(await bossPage.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // At 360 px the dialog fits the screen and nothing scrolls sideways.
    await bossPage.setViewportSize({ width: 360, height: 740 })
    await expect.poll(() => bossPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    for (const part of [qr, field, dialog.getByRole("button", { name: "Copy link" })]) {
      const partBox = await part.boundingBox()
      expect(partBox!.x + partBox!.width).toBeLessThanOrEqual(box!.x + box!.width)
    }
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

    await bossPage.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    await bossPage.setViewportSize({ width: 1280, height: 900 })
  })

  it("takes a signed-in player who opens the link into the group and its running live game's room", async () => {
    // The commissioner starts a live game in the group.
    await bossPage.getByRole("button", { name: `Start a live game for ${GROUP}` }).click()
    await room(bossPage).getByRole("list", { name: "Participants" }).getByText(boss.username).waitFor()

    const page = await pageFor(ben)
    await page.goto(link)
    await seeText(page, Messages.groupJoined)
    await landedInGroup(page, ben)
    const participants = room(page).getByRole("list", { name: "Participants" })
    for (const name of [boss.username, ben.username]) await participants.getByText(name).waitFor()
    await room(bossPage).getByRole("list", { name: "Participants" }).getByText(ben.username).waitFor()

    // The spent link is not in the history: Back does not join again.
    expect(await page.evaluate(() => history.length)).toBe(2)

    // Opening it again, the player is told they are a member and taken to the group.
    await page.goto(link)
    await seeText(page, Messages.joinLinkAlreadyMember(GROUP))
    await landedInGroup(page, ben)
  })

  it("tells a third player in plain words that the link has been used, with a way on", async () => {
    const page = await pageFor(cat)
    await page.goto(link)
    await page.getByRole("alert").getByText(Messages.joinLinkUsed).waitFor()
    await page.setViewportSize({ width: 360, height: 740 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.getByRole("link", { name: "Go to your quiz profile" }).click()
    await page.waitForURL("**/quizgame/quizprofile")
    await page.getByRole("form", { name: "Join a group" }).waitFor()

    const detail = (await api(e2e.baseUrl, "GET", `/api/quiz/group/${groupId}`, undefined, boss.info.token)) as { members: { username: string }[] }
    expect(detail.members.map((m) => m.username)).toEqual([boss.username, ben.username])
  })

  it("says a link cut short is not valid", async () => {
    const page = await pageFor(cat)
    await page.goto(`/quizgame/join#group=${new URLSearchParams(new URL(link).hash.slice(1)).get("group")}`)
    await page.getByRole("alert").getByText(Messages.joinLinkInvalid).waitFor()
  })

  it("asks a signed-out visitor to log in on the link's page, then joins them", async () => {
    const other = link.replace(`invite=${inviteKeys[0]}`, `invite=${inviteKeys[1]}`)
    const page = await pageFor()
    await page.goto(other)
    await seeText(page, Messages.joinLinkSignIn)
    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Log in" })
    await dialog.getByLabel("Username").fill(dee.username)
    await dialog.getByLabel("Password").fill(dee.password)
    await dialog.getByRole("button", { name: "Log in" }).click()
    await seeText(page, Messages.groupJoined)
    await landedInGroup(page, dee)
    await room(page).getByRole("list", { name: "Participants" }).getByText(dee.username).waitFor()
  })

  it("keeps a player whose session has ended on the link's page, and joins them once they log in again", async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
    const expired = `${encode({ alg: "HS256" })}.${encode({ sub: cat.info.id, exp: Math.floor(Date.now() / 1000) - 60 })}.signature`
    const page = await pageFor({ ...cat, info: { ...cat.info, token: expired } })
    const alerted = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.accept().then(() => resolve(dialog.message()))))
    await page.goto(link.replace(`invite=${inviteKeys[0]}`, `invite=${inviteKeys[2]}`))
    expect(await alerted).toBe(Messages.sessionExpiredAlert)
    await seeText(page, Messages.joinLinkSignIn)
    expect(new URL(page.url()).pathname).toBe("/quizgame/join")

    await page.getByRole("button", { name: "Login" }).click()
    const dialog = page.getByRole("dialog", { name: "Log in" })
    await dialog.getByLabel("Username").fill(cat.username)
    await dialog.getByLabel("Password").fill(cat.password)
    await dialog.getByRole("button", { name: "Log in" }).click()
    await seeText(page, Messages.groupJoined)
    await landedInGroup(page, cat)
  })
})
