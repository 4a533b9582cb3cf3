// A quiz night in teams in a real browser: the host's big screen at 1366×800 and three phones at
// 360×740. First the players pick their teams on their phones (by keyboard), one does not and
// joins the smaller team as the round starts; after each reveal the big screen shows the teams
// (their players' average) with who moved, each phone its team's place; the podium names the
// winning team. Then the game plays again in the same teams, the host has the game balance them,
// and each phone shows the team it was given. Every step of the phones fits the screen: nothing
// cut or covered.
import type { BrowserContext, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"
import { screenProblems, shot, still } from "./screen-fit.ts"

const stamp = Date.now().toString(36)
const BIG = { width: 1366, height: 800 }
const PHONE = { width: 360, height: 740 }
const NAMES = ["Ann", "Bea", "Cal"] as const

/** Texts as read, spaces made one (a badge's shape and name are laid out apart). */
const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim())

const pick = (page: Page, right: boolean) =>
  page
    .getByRole("list", { name: "Answers" })
    .getByRole("button", { name: right ? /Answer \d/ : /Not \d/ })
    .click()

/** The team standings' rows on the big screen, as read: place, movement, team, points. */
const teamRows = async (screen: Page) => {
  const list = screen.getByRole("list", { name: "Team standings" }).first()
  await list.waitFor()
  return texts(list.getByRole("listitem"))
}

describe.skipIf(!chromiumAvailable)("a quiz night in teams", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  let screen: Page
  const phones: Page[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_QUESTION_SECONDS: "120",
      LIVE_LEADERBOARD_SECONDS: "60",
    })
    const username = `teams${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    const big = await playerPage(e2e, username, info, { viewport: BIG })
    screen = big.page
    contexts.push(big.context)
    for (const name of NAMES) {
      const phone = await playerPage(e2e, name, undefined, { viewport: PHONE })
      contexts.push(phone.context)
      phones.push(phone.page)
    }
  }, 120_000)

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("lets the players pick their teams and shows the teams' standings and the winning team", async () => {
    const [ann, bea, cal] = phones as [Page, Page, Page]
    await screen.goto("/play/host")
    await screen.getByRole("button", { name: "Open for anyone with the PIN" }).click()
    const pin = (await screen.locator(".pin-code").innerText()).trim()
    for (const [i, phone] of phones.entries()) {
      await phone.goto(`/play?pin=${pin}`)
      await phone.getByLabel("Nickname").fill(NAMES[i]!)
      await phone.getByRole("button", { name: "Join", exact: true }).click()
      await seeText(phone, `You're in, ${NAMES[i]}!`)
    }
    await screen.getByRole("heading", { name: "3 players" }).waitFor()

    // The host turns teams on from the keyboard: two teams, picked by the players.
    const teamsOn = screen.getByRole("checkbox", { name: "Play in teams" })
    await teamsOn.focus()
    await screen.keyboard.press("Space")
    await screen.getByRole("list", { name: "Teams" }).waitFor()
    expect(await screen.getByLabel("How many teams").inputValue()).toBe("2")
    const players = screen.getByRole("radio", { name: "Players pick their team" })
    await players.focus()
    await screen.keyboard.press("Space")
    await screen.getByText("3 players have not picked yet; they join the smallest team when the round starts.").waitFor()

    // Each phone shows the teams as buttons with their shape and name; Ann and Bea pick by keyboard.
    for (const phone of phones) {
      await phone.getByRole("list", { name: "Pick your team" }).waitFor()
      expect(await texts(phone.getByRole("list", { name: "Pick your team" }).getByRole("button"))).toEqual(["▲ Red Foxes (0)", "● Blue Owls (0)"])
      expect(await screenProblems(phone), "phone, picking a team").toEqual([])
    }
    for (const [phone, team] of [
      [ann, "Red Foxes"],
      [bea, "Blue Owls"],
    ] as const) {
      const button = phone.getByRole("button", { name: new RegExp(`^${team}, \\d players?$`) })
      await button.focus()
      await phone.keyboard.press("Enter")
      await phone.getByRole("button", { name: `${team}, 1 player`, pressed: true }).waitFor()
      await phone.getByText(`You are in the ${team}.`).waitFor()
      expect(await texts(phone.locator(".pin-team-choice__mine"))).toEqual([`Your team: ${team === "Red Foxes" ? "▲" : "●"} ${team}`])
      expect(await screenProblems(phone), `${team} picked`).toEqual([])
    }
    await shot(ann, "teams-phone-picked")
    // The big screen shows who is in which team, and its players list each one's team.
    const rosters = screen.getByRole("list", { name: "Teams" })
    await rosters.getByRole("listitem").filter({ hasText: "Red Foxes" }).getByText("Ann", { exact: true }).waitFor()
    await rosters.getByRole("listitem").filter({ hasText: "Blue Owls" }).getByText("Bea", { exact: true }).waitFor()
    await screen.getByText("1 player has not picked yet; they join the smallest team when the round starts.").waitFor()
    expect(await texts(screen.locator(".pin-players__item").filter({ hasText: "Ann" }).locator(".team-badge"))).toEqual(["▲ Red Foxes"])
    await shot(screen, "teams-host-lobby")
    expect(await seriousViolations(screen), "axe on the team lobby").toEqual([])

    await screen.getByLabel("Topic", { exact: true }).fill("Hens")
    await screen.getByLabel("Questions").fill("2")
    await screen.getByRole("button", { name: "Start the round" }).click()

    // Question 1: Ann and Bea right, Cal (placed with Ann, the first of two equal teams) wrong.
    await screen.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    for (const phone of phones) await phone.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    await pick(ann, true)
    await pick(bea, true)
    await pick(cal, false)
    await screen.getByRole("list", { name: "How the room answered" }).waitFor()
    // Bea's team is her alone; Ann's is Ann's points and Cal's nothing, averaged: the Blue Owls lead.
    const rows = await teamRows(screen)
    expect(rows[0]).toMatch(/^1 – same place ● Blue Owls \d+ \+\d+$/)
    expect(rows[1]).toMatch(/^2 ▼ down 1 ▲ Red Foxes \d+ \+\d+$/)
    expect(await screen.locator("p[aria-live=polite]").innerText()).toMatch(/Blue Owls leads the teams with \d+ points\.$/)
    expect(await screenProblems(screen), "big screen, team reveal").toEqual([])
    await bea.getByText("Your team, the Blue Owls: 1st of 2", { exact: true }).waitFor()
    await ann.getByText("Your team, the Red Foxes: 2nd of 2", { exact: true }).waitFor()
    await cal.getByText("Your team, the Red Foxes: 2nd of 2", { exact: true }).waitFor()
    // A screen reader hears it with the player's own result.
    expect(await bea.locator("p[aria-live=polite]").innerText()).toMatch(/Your team, the Blue Owls: 1st of 2$/)
    await shot(screen, "teams-host-reveal")
    await shot(ann, "teams-phone-reveal")
    for (const phone of phones) expect(await screenProblems(phone), "phone, team reveal").toEqual([])

    // Question 2, then the podium: the winning team first.
    await screen.getByRole("button", { name: "Next question" }).click()
    await screen.getByRole("heading", { name: /^Question 2 about Hens/ }).waitFor()
    for (const phone of phones) await phone.getByRole("heading", { name: /^Question 2 about Hens/ }).waitFor()
    await screen.getByRole("button", { name: "Show the answer" }).click()
    await screen.getByRole("button", { name: "Show the podium" }).click()
    await screen.getByRole("heading", { name: "The winning team" }).waitFor()
    expect(await texts(screen.locator(".team-podium__winner .team-badge"))).toEqual(["● Blue Owls"])
    const podium = (await screen.locator(".team-podium").boundingBox())!
    expect(podium.y + podium.height, "the winning team below the fold").toBeLessThanOrEqual(BIG.height)
    for (const phone of phones) {
      await phone.getByRole("heading", { name: "Podium" }).waitFor()
      await still(phone)
      expect(await screenProblems(phone), "phone, team podium").toEqual([])
    }
    await bea.getByText("Your team, the Blue Owls, finished 1st of 2.", { exact: true }).waitFor()
    await ann.getByText("Your team, the Red Foxes, finished 2nd of 2.", { exact: true }).waitFor()
    await shot(screen, "teams-host-podium")
    await shot(ann, "teams-phone-podium")
    // Before the next round a player may pick another team: Cal moves to the Blue Owls.
    await cal.getByText("The host may start another round: pick your team or suggest a topic").click()
    await cal.getByRole("button", { name: "Blue Owls, 1 player" }).click()
    await cal.getByRole("button", { name: "Blue Owls, 2 players", pressed: true }).waitFor()
    await screen.locator(".pin-players__item").filter({ hasText: "Cal" }).locator(".team-badge.team-tone--1").waitFor()
    expect(await seriousViolations(screen), "axe on the team podium").toEqual([])
  })

  it("plays again in the same teams, then balances them when the host asks; each phone shows its team", async () => {
    await screen.getByRole("button", { name: "Play again" }).click()
    await screen.getByRole("heading", { name: "3 players" }).waitFor()
    for (const [i, phone] of phones.entries()) await seeText(phone, `You're in, ${NAMES[i]}!`)
    // The teams came along, each player in theirs.
    const rosters = screen.getByRole("list", { name: "Teams" })
    await rosters.getByRole("listitem").filter({ hasText: "Red Foxes" }).getByText("Ann", { exact: true }).waitFor()
    await rosters.getByRole("listitem").filter({ hasText: "Blue Owls" }).getByText("Bea, Cal", { exact: true }).waitFor()
    await phones[1]!.locator(".pin-team-choice__mine .team-badge").waitFor()
    // Three teams, balanced: one each, in the order the players came.
    await screen.getByLabel("How many teams").selectOption("3")
    await screen.getByRole("radio", { name: "Balance automatically" }).click()
    for (const [team, name] of [
      ["Red Foxes", "Ann"],
      ["Blue Owls", "Bea"],
      ["Green Hares", "Cal"],
    ] as const)
      await rosters.getByRole("listitem").filter({ hasText: team }).getByText(name, { exact: true }).waitFor()
    for (const [i, phone] of phones.entries()) {
      const team = ["▲ Red Foxes", "● Blue Owls", "■ Green Hares"][i]!
      await phone.locator(".pin-team-choice__mine .team-badge").waitFor()
      expect(await texts(phone.locator(".pin-team-choice__mine .team-badge"))).toEqual([team])
      expect(await phone.getByRole("list", { name: "Pick your team" }).count(), "no picking when balanced").toBe(0)
      expect(await screenProblems(phone), `${NAMES[i]}'s balanced lobby`).toEqual([])
    }
    // As the room sees it: from the top (the host scrolled down to the team settings).
    await screen.evaluate(() => window.scrollTo(0, 0))
    expect(await screenProblems(screen, { mayScroll: true }), "big screen, balanced lobby").toEqual([])
    await shot(phones[1]!, "teams-phone-balanced")

    await screen.getByRole("button", { name: "Play Hens again" }).click()
    await screen.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    for (const phone of phones) await phone.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    await pick(phones[2]!, true)
    await screen.getByText("1 of 3 answered", { exact: true }).waitFor()
    await screen.getByRole("button", { name: "Show the answer" }).click()
    expect((await teamRows(screen))[0]).toMatch(/^1 – same place ■ Green Hares \d+ \+\d+$/)
    await phones[2]!.getByText("Your team, the Green Hares: 1st of 3", { exact: true }).waitFor()
    await phones[0]!.getByText("Your team, the Red Foxes: 2nd of 3", { exact: true }).waitFor()
    for (const phone of phones) expect(await screenProblems(phone), "phone, balanced reveal").toEqual([])
    expect(await screenProblems(screen), "big screen, balanced reveal").toEqual([])
  })
})
