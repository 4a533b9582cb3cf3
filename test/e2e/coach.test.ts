// The coach in a real browser: the quiz admin signs in on /quizgame, opens /coach, asks
// about a recipe created through the content API, watches the reply arrive (answered by
// the fake OpenAI-compatible server) and follows its link to the recipe page.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, replies, startFakeOpenAI } from "../support/fake-openai.ts"
import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, seeText, startE2E } from "./harness.ts"

const REPLY =
  "Our [Prickly Pear Jelly](/recipes/prickly_pear_jelly) is the place to start.\n\n- Juice ripe pears\n- Boil with **pectin**\n\nWear gloves for the glochids."

/** The quiz admin signs in on /quizgame, then opens /coach. */
const openCoachAsAdmin = async (e2e: E2E) => {
  const { page, context } = await e2e.newPage()
  await quizLogIn(page, QUIZ_ADMIN)
  await page.goto("/coach")
  await page.getByRole("heading", { name: "Homestead Coach" }).waitFor()
  return { page, context }
}

describe.skipIf(!chromiumAvailable)("the homestead coach in a real browser", { timeout: 90_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_TIMEOUT_MS: "5000" })
    // The recipe is created the way the owner would: signed in, through the content API.
    const signIn = await fetch(`${e2e.baseUrl}/api/dashboard/10644`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
    const recipe = await fetch(`${e2e.baseUrl}/api/recipe`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: e2e.baseUrl },
      body: JSON.stringify({
        name: "Prickly Pear Jelly",
        category: "Preserves",
        cooktime: "30 minutes",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["4 cups prickly pear juice", "1 box pectin"],
        method: ["Boil the juice with the pectin."],
        notes: [],
        source: "",
        images: [],
        video: "",
      }),
    })
    expect(recipe.status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await fake?.close()
  })

  const signInAdmin = () => openCoachAsAdmin(e2e)

  it("answers a question with the site's recipe, linked, and the link opens the recipe page", async () => {
    fake.reset()
    fake.script([replies.text(REPLY)])
    const { page, context } = await signInAdmin()
    const box = page.getByLabel("Message the coach")
    await box.fill("How do I make prickly pear jelly?")
    // Shift+Enter is a new line, not a send.
    await box.press("Shift+Enter")
    expect(await box.inputValue()).toBe("How do I make prickly pear jelly?\n")
    await box.press("Enter")

    const log = page.getByRole("list", { name: "Conversation with the coach" })
    await log.getByText("How do I make prickly pear jelly?").waitFor()
    const link = log.getByRole("link", { name: "Prickly Pear Jelly" })
    await link.waitFor()
    await log.getByText("Wear gloves for the glochids.").waitFor()
    expect(await log.locator("li li").allInnerTexts()).toEqual(["Juice ripe pears", "Boil with pectin"])
    // Said once the reply has finished streaming.
    const replied = page.getByRole("status").filter({ hasText: "The coach replied:" })
    await replied.waitFor({ state: "attached" })
    expect(await replied.count()).toBe(1)
    await expect.poll(() => box.isEnabled()).toBe(true)

    // The model was given the recipe and its URL.
    const context0 = fake.requests[0]!.body.messages.at(-1).content as string
    expect(context0).toContain("Recipe: Prickly Pear Jelly")
    expect(context0).toContain("4 cups prickly pear juice")
    expect(context0).toContain("URL: /recipes/prickly_pear_jelly")
    expect(fake.requests[0]!.body.stream).toBe(true)

    await link.click()
    await page.waitForURL((url) => url.pathname === "/recipes/prickly_pear_jelly")
    await page.getByRole("heading", { name: "Prickly Pear Jelly" }).waitFor()
    await seeText(page, "4 cups prickly pear juice")
    await context.close()
  })

  it("shows the server's words when the coach cannot answer, a waiting state while it writes, and starts over on request", async () => {
    fake.reset()
    fake.script([replies.error(500), replies.error(500), replies.slow(3000, replies.text("Mulch, and water at dawn."))])
    const { page, context } = await signInAdmin()
    const box = page.getByLabel("Message the coach")
    await box.fill("How do I keep tomatoes alive in July?")
    await box.press("Enter")
    const alert = page.getByRole("alert").filter({ hasText: Messages.coachUnavailable })
    await alert.waitFor()

    await box.fill("And in August?")
    await page.getByRole("button", { name: "Send" }).click()
    // While the model thinks (3 s, under AI_TIMEOUT_MS): the typing dots in the coach's bubble, the box locked, the button waiting.
    const typing = page.getByRole("status").filter({ hasText: "The coach is writing…" })
    await typing.waitFor()
    expect(await page.locator(".coach-typing__dot").first().isVisible()).toBe(true)
    expect(await box.isDisabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Waiting…" }).isDisabled()).toBe(true)
    await seeText(page, "Mulch, and water at dawn.")
    expect(await typing.count()).toBe(0)
    expect(await alert.count()).toBe(0)

    await page.getByRole("button", { name: "New conversation" }).click()
    await seeText(page, Messages.coachConversationCleared)
    expect(await page.getByText("Mulch, and water at dawn.").count()).toBe(0)
    await context.close()
  })
})

describe.skipIf(!chromiumAvailable)("the homestead coach for a guest, and with no AI provider configured", { timeout: 90_000 }, () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)
  afterAll(() => e2e?.close())

  it("keeps /coach behind the quiz-admin guard", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/coach")
    await seeText(page, Messages.notQuizAdmin)
    expect(await page.getByLabel("Message the coach").count()).toBe(0)
    await context.close()
  })

  it("shows the 503 message saying what to configure", async () => {
    const { page, context } = await openCoachAsAdmin(e2e)
    const box = page.getByLabel("Message the coach")
    await box.fill("What should we plant in March?")
    await box.press("Enter")
    await page.getByRole("alert").filter({ hasText: Messages.coachNotConfigured }).waitFor()
    await page.getByRole("list", { name: "Conversation with the coach" }).getByText("What should we plant in March?").waitFor()
    await expect.poll(() => box.isEnabled()).toBe(true)
    await context.close()
  })
})
