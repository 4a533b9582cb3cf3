// Groups in a real browser with two players, each in their own browser context: A creates a group
// and copies an invitation from a key card, B joins with it, A is told at once over the socket;
// A challenges the group with a starter quiz, B is told, and B takes the challenge graded.
import { mkdir, readFile } from "node:fs/promises"
import { join } from "node:path"

import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"

const stamp = Date.now().toString(36)
const A = { username: `hen${stamp}`, password: "player-a-password" }
const B = { username: `duck${stamp}`, password: "player-b-password" }
const GROUP = "Backyard flock"
/** Set E2E_SCREENSHOTS to a folder to keep desktop (1280, whole page) and mobile (390, whole page) shots. */
const SHOTS = process.env.E2E_SCREENSHOTS

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  const desktop = page.viewportSize() ?? { width: 1280, height: 900 }
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(200)
  await page.screenshot({ path: join(SHOTS, `${name}-mobile.png`), fullPage: true })
  // The groups section on its own screen, readable at phone size.
  await page.getByRole("heading", { name: "My groups" }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: join(SHOTS, `${name}-mobile-groups.png`) })
  await page.setViewportSize(desktop)
}

async function register(page: Page, user: { username: string; password: string }) {
  await page.goto("/quizgame/quizprofile")
  await page.getByRole("button", { name: "Register" }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel("Username").fill(user.username)
  await dialog.getByLabel("Password", { exact: true }).fill(user.password)
  await dialog.getByLabel("Confirm password").fill(user.password)
  await dialog.getByRole("button", { name: "Register" }).click()
  await seeText(page, "Welcome,")
  await page.getByRole("heading", { name: "My groups" }).waitFor()
}

const groupItem = (page: Page) => page.getByRole("list", { name: "Your groups" }).getByRole("listitem").filter({ hasText: GROUP }).first()

async function openGroup(page: Page) {
  const toggle = groupItem(page)
    .getByRole("button", { name: new RegExp(GROUP) })
    .first()
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click()
}

describe.skipIf(!chromiumAvailable)("groups, invitations and challenges in a real browser", { timeout: 180_000 }, () => {
  let e2e: E2E
  let contextA: BrowserContext
  let contextB: BrowserContext
  let a: Page
  let b: Page

  const newPlayerPage = async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.baseUrl,
      viewport: { width: 1280, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on("pageerror", (error) => console.error("[browser]", error.message))
    return { context, page }
  }

  beforeAll(async () => {
    e2e = await startE2E()
    ;({ context: contextA, page: a } = await newPlayerPage())
    ;({ context: contextB, page: b } = await newPlayerPage())
  }, 120_000)

  afterAll(async () => {
    await contextA?.close()
    await contextB?.close()
    await e2e?.close()
  })

  let groupKey = ""
  let inviteKey = ""

  it("lets A create a group, reveal its keys and copy an invitation from a key card", async () => {
    await register(a, A)
    await seeText(a, "You are not in a group yet.")
    await seeText(a, "Live games are played within a group.")

    const create = a.getByRole("form", { name: "Create a group" })
    await create.getByRole("button", { name: "Create group" }).click()
    await create.getByText(Messages.groupNameRequired).waitFor()
    await create.getByLabel("Group name").fill(`  ${GROUP}  `)
    await create.getByLabel("Invite keys").fill("2")
    await create.getByRole("button", { name: "Create group" }).click()
    await seeText(a, Messages.groupCreated(GROUP))
    await seeText(a, "No live game is running in your groups right now.")
    await a
      .getByRole("region", { name: `New group ${GROUP}` })
      .getByRole("button", { name: /Click to copy invitation$/ })
      .nth(1)
      .waitFor()

    await openGroup(a)
    const group = groupItem(a)
    await group.getByText("Commissioner").first().waitFor()
    await group.getByRole("button", { name: "Show invite keys" }).click()
    const keys = group.getByRole("list", { name: `Invite keys of ${GROUP}` })
    const cards = keys.getByRole("button", { name: /Click to copy invitation$/ })
    expect(await cards.count()).toBe(2)
    await cards.first().click()
    // The card pressed says so; the other still offers to copy.
    await keys.getByRole("button", { name: /Copied$/ }).waitFor()
    expect(await cards.count()).toBe(1)

    const copied = await a.evaluate(() => navigator.clipboard.readText())
    const match = copied.match(
      new RegExp(`^Join my group ${GROUP} on Homestead: group key ([a-z0-9-]+), invite key ([a-z0-9]{3}-[a-z0-9]{3}-[a-z0-9]{3}) — at (.+)$`),
    )
    expect(match, copied).not.toBeNull()
    groupKey = match![1]!
    inviteKey = match![2]!
    expect(match![3]).toBe(`${e2e.baseUrl}/quizgame/quizprofile`)

    // Keyboard: the second card copies on Enter.
    const second = keys.getByRole("listitem").nth(1).getByRole("button").first()
    await second.focus()
    await a.keyboard.press("Enter")
    await second.getByText("Copied").waitFor()
    expect(await a.evaluate(() => navigator.clipboard.readText())).toContain("invite key ")
  })

  it("lets B join with the group key and that invite key, and tells A at once", async () => {
    await register(b, B)
    const joinForm = b.getByRole("form", { name: "Join a group" })
    await joinForm.getByLabel("Group key").fill(groupKey)
    await joinForm.getByRole("button", { name: "Join group" }).click()
    await joinForm.getByText(Messages.joinGroupKeysRequired).waitFor()

    await joinForm.getByLabel("Invite key").fill("zzz-zzz-zzz")
    await joinForm.getByRole("button", { name: "Join group" }).click()
    await joinForm.getByText(/^Error joining group: /).waitFor()

    await joinForm.getByLabel("Invite key").fill(inviteKey.toUpperCase())
    await joinForm.getByRole("button", { name: "Join group" }).click()
    await seeText(b, Messages.groupJoined)
    await groupItem(b).waitFor()

    // A is on the same page as before, not reloaded.
    await seeText(a, Messages.memberJoined(B.username, GROUP))
    await groupItem(a)
      .getByRole("list", { name: `Members of ${GROUP}` })
      .getByText(B.username)
      .waitFor()
    // The used key is gone from the commissioner's list once it is shown again.
    const group = groupItem(a)
    await group.getByRole("button", { name: "Hide invite keys" }).click()
    await group.getByRole("button", { name: "Show invite keys" }).click()
    await expect
      .poll(() =>
        group
          .getByRole("list", { name: `Invite keys of ${GROUP}` })
          .getByRole("button", { name: /Click to copy invitation$/ })
          .count(),
      )
      .toBe(1)
  })

  it("lets A challenge the group; B is told, opens it from the toast and takes it graded; A sees the result live", async () => {
    // B is on the game page: the toast takes them to the challenge.
    await b.goto("/quizgame")
    await b.getByRole("heading", { name: "Generate a quiz" }).waitFor()
    await openGroup(a)
    const challengeForm = groupItem(a).getByRole("form", { name: `Challenge ${GROUP}` })
    const select = challengeForm.getByLabel("Challenge the group with a quiz")
    await expect.poll(() => select.locator("option").count()).toBeGreaterThan(1)
    await select.selectOption({ label: "Composting · Elementary · 10 questions" })
    await challengeForm.getByRole("button", { name: "Challenge group" }).click()
    await seeText(a, Messages.groupChallenged)

    await seeText(b, Messages.newChallenge("Composting", "Elementary", GROUP))
    await b.getByRole("button", { name: new RegExp(`${Messages.newChallenge("Composting", "Elementary", GROUP)}.*Open challenge`) }).click()
    await b.waitForURL(/\/quizgame\/quizprofile#challenge-/)
    const opened = b.locator(`[id="${decodeURIComponent(new URL(b.url()).hash.slice(1))}"]`)
    await opened.getByText("Composting").first().waitFor()
    await expect
      .poll(() =>
        opened.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return r.top >= 0 && r.top < window.innerHeight
        }),
      )
      .toBe(true)
    const mine = b.getByRole("list", { name: "Your challenges" })
    const take = mine.getByRole("button", { name: "Take challenge: Composting, Elementary" })
    await take.waitFor()
    expect(await take.isEnabled()).toBe(true)

    // The challenger sees the card too, with the button disabled and the reason.
    const issued = a.getByRole("list", { name: "Your challenges" }).getByRole("button", { name: "Take challenge: Composting, Elementary" })
    await issued.waitFor()
    expect(await issued.isDisabled()).toBe(true)
    await seeText(a, "You issued this challenge.")

    await openGroup(a)
    await openGroup(b)
    await shot(a, "groups-commissioner")
    await shot(b, "groups-member")

    await take.click()
    await b.waitForURL("**/quizgame")
    const start = b.getByRole("dialog", { name: "Ready to start?" })
    await start.getByText("A group challenge").waitFor()
    expect(await start.getByRole("switch").count()).toBe(0)
    await start.getByRole("button", { name: "Start" }).click()
    await b.getByRole("timer").waitFor()
    // Every one of the ten questions answered, so grading does not stop to ask about unanswered ones.
    const sets = b.locator(".question__set")
    await expect.poll(() => sets.count()).toBe(10)
    for (let i = 0; i < 10; i++) await sets.nth(i).getByRole("radio").first().check()
    expect(await b.locator(".question__set input[type=radio]:checked").count()).toBe(10)
    await b.getByRole("button", { name: "Submit for grading" }).click()
    await b.getByRole("dialog", { name: "Quiz complete" }).waitFor({ timeout: 30_000 })

    // A, who never reloaded, sees B's score arrive on the challenge, and a toast that opens it.
    const issuedCard = a.getByRole("list", { name: "Your challenges" }).getByRole("listitem").filter({ hasText: "Composting" }).first()
    await issuedCard.getByRole("list", { name: "Completed Composting" }).getByText(B.username).waitFor()
    await seeText(a, Messages.challengeCompleted(B.username, "Composting", GROUP))

    // Back on the profile, B's card shows B's result instead of a way to take it again.
    await b.goto("/quizgame/quizprofile")
    const card = b.getByRole("list", { name: "Your challenges" }).getByRole("listitem").filter({ hasText: "Composting" }).first()
    await card.getByRole("list", { name: "Completed Composting" }).getByText(B.username).waitFor()
    await card.getByText(/Your result: \d+ \/ 10 · \d+(\.\d+)?%/).waitFor()
    expect(await card.getByRole("button", { name: /Take challenge/ }).count()).toBe(0)
  })

  it("lets B download their quiz history and A, the commissioner alone, the group's results and live report", async () => {
    const saved = async (page: Page, button: ReturnType<Page["getByRole"]>) => {
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()])
      return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") }
    }
    const history = await saved(b, b.getByRole("button", { name: "Download my quiz history (CSV)" }))
    expect(history.name).toMatch(new RegExp(`^quiz-history-${B.username}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    const [header, row] = history.text.replace(/^\uFEFF/, "").split("\r\n")
    expect(header).toBe("completed_at,quiz_id,topic,level,graded,challenge,late,correct,questions,percent")
    expect(row).toMatch(/^[^,]+,[^,]+,Composting,elementary,true,true,false,\d+,10,\d+$/)

    await openGroup(b)
    expect(await groupItem(b).getByRole("button", { name: "Download the group's results (CSV)" }).count()).toBe(0)
    await a.reload()
    await openGroup(a)
    const results = await saved(a, groupItem(a).getByRole("button", { name: "Download the group's results (CSV)" }))
    expect(results.name).toMatch(/^group-results-Backyard-flock-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = results.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
    expect(lines[0]).toBe("kind,date,id,topic,level,player,correct,questions,percent")
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^challenge,[^,]+,[^,]+,Composting,elementary,${B.username},\\d+,10,\\d+$`))])

    // The live rounds' report, by question and by player, is the commissioner's too.
    expect(await groupItem(b).getByRole("button", { name: "Download the live rounds by question (CSV)" }).count()).toBe(0)
    for (const [button, file, first] of [
      ["Download the live rounds by question (CSV)", "live-questions", "round_id,completed_at,topic,level,mode,question_number,question,correct_answer"],
      ["Download the live rounds by player (CSV)", "live-players", "round_id,completed_at,topic,level,mode,player,round_points"],
    ] as const) {
      const report = await saved(a, groupItem(a).getByRole("button", { name: button }))
      expect(report.name).toMatch(new RegExp(`^${file}-Backyard-flock-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
      expect(report.text.replace(/^\uFEFF/, "")).toMatch(new RegExp(`^${first}`))
    }
  })

  it("lets the commissioner make more invites, and deleting the group takes it from B at once", async () => {
    await a.reload()
    await openGroup(a)
    const group = groupItem(a)
    const invites = group.getByRole("form", { name: `Create invites for ${GROUP}` })
    await invites.getByLabel("New invite keys").fill("0")
    await invites.getByRole("button", { name: "Create invites" }).click()
    await invites.getByText(Messages.inviteKeyCount(50)).waitFor()
    await invites.getByLabel("New invite keys").fill("2")
    await invites.getByRole("button", { name: "Create invites" }).click()
    await seeText(a, Messages.newKeysCreated(GROUP))
    await expect
      .poll(() =>
        group
          .getByRole("list", { name: `Invite keys of ${GROUP}` })
          .getByRole("button", { name: /Click to copy invitation$/ })
          .count(),
      )
      .toBe(3)

    await group.getByRole("button", { name: "Delete group" }).click()
    const confirm = a.getByRole("dialog", { name: `Delete ${GROUP}?` })
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await confirm.waitFor({ state: "hidden" })
    await group.getByRole("button", { name: "Delete group" }).click()
    await confirm.getByRole("button", { name: "Delete group" }).click()
    await seeText(a, Messages.groupDeleted(GROUP))
    await groupItem(a).waitFor({ state: "detached" })

    // B's page learns it over the socket: the group and its challenge go without a reload.
    await groupItem(b).waitFor({ state: "detached" })
    await seeText(b, "You are not in a group yet.")
    await seeText(b, "No challenges yet.")
  })
})
