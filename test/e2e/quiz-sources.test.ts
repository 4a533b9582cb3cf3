// Quizzes made from a source in a real browser, on a 360×740 phone, with the AI provider faked at the
// network edge (it writes each question from a passage the prompt lists): a player makes a quiz from a
// recipe, answers it and sees "From: <recipe>, step 3" linked to the recipe; the owner edits that step
// and the quiz admin finds the question listed stale and writes it again in one click; the owner makes
// a quiz from a post on the dashboard and opens it in the quiz game; and a player makes quizzes from
// pasted text and from an uploaded PDF. Each screen passes axe and fits the phone's width.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type FakeAnswer, type FakeOpenAI, type RecordedRequest, startFakeOpenAI } from "../support/fake-openai.ts"
import { tinyPdf } from "../support/tiny-pdf.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, seeText, startE2E } from "./harness.ts"

const PHONE = { width: 360, height: 740 }
const PLAYER = { username: "sourcecook", password: "source-cook-password" }
const RECIPE = {
  name: "Desert sourdough boule",
  category: "Breads",
  cooktime: "45 minutes",
  baketemp: "250 °C",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: ["500 g flour", "350 g water", "100 g starter", "10 g salt"],
  method: [
    "Mix the flour, water and starter until no dry flour remains.",
    "Fold the dough four times, thirty minutes apart.",
    "Bake in a lidded pot at 250 °C for 45 minutes.",
  ],
  notes: ["Keep the starter in the fridge in winter."],
  source: "",
  images: [],
  video: "",
}
const NEW_STEP_3 = "Bake on a hot stone at 230 °C for 40 minutes, with steam."

/** The passages our prompt lists: `[n] (label) "text"`. */
const passagesOf = (request: RecordedRequest): { label: string; text: string }[] => {
  const user = String(request.body?.messages?.find((m: { role: string }) => m.role === "user")?.content ?? "")
  return [...user.matchAll(/^\[\d+\] \((.*)\) (".*")$/gm)].map((m) => ({ label: m[1]!, text: JSON.parse(m[2]!) as string }))
}

/**
 * The fake model: question i drawn from the i-th passage (a recipe's third step first), its key the
 * passage's last words and its explanation the passage itself, so the server ties it to that passage.
 */
const fromPassages = (request: RecordedRequest): FakeAnswer => {
  const listed = passagesOf(request)
  const passages = [...listed.filter((p) => p.label.endsWith("step 3")), ...listed.filter((p) => !p.label.endsWith("step 3"))]
  const number = Number(/exactly (\d+) question/.exec(JSON.stringify(request.body.messages))?.[1] ?? 1)
  const questions = Array.from({ length: number }, (_, i) => {
    const p = passages[i % passages.length]!
    const words = p.text.replace(/[.!?]$/, "").split(" ")
    const key = words.slice(-3).join(" ")
    return {
      question: `Question ${i + 1}: what comes after "${words.slice(0, 3).join(" ")}"?`,
      options: [key, `Other ${i + 1}`, `Neither ${i + 1}`, `None ${i + 1}`],
      correct_answer: key,
      explanation: p.text,
    }
  })
  return { content: JSON.stringify({ questions }) }
}

/** The first elements reaching past the screen's right edge, outside any scrolling box. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) if (getComputedStyle(at).overflowX !== "visible") return true
      return false
    }
    return [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`)
      .slice(0, 5)
  })

/** No serious axe finding, nothing wider than the phone, and no sideways scroll of the page. */
async function fitsAndPasses(page: Page) {
  // The layout at rest: a toast sliding in from the right edge is on screen once its entrance ends.
  await page.evaluate(async () => {
    const entering = document.getAnimations().filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 1_000)
    await Promise.all(entering.map((a) => a.finished.catch(() => undefined)))
  })
  expect(await seriousViolations(page)).toEqual([])
  expect(await pastTheEdge(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
}

/** From the generator's start dialog to the answers shown, as a signed-in player. */
async function playAndReview(page: Page, heading: string) {
  const start = page.getByRole("dialog", { name: "Ready to start?" })
  await start.waitFor({ timeout: 30_000 })
  await start.getByRole("button", { name: "Start" }).click()
  await page.getByRole("heading", { name: heading }).waitFor()
  await page.locator(".question__set").first().getByRole("radio").first().check()
  // A signed-in player's quiz is graded unless switched to fun.
  await page.getByRole("button", { name: "Submit for grading" }).click()
  // The graded quiz is saved, and says so (a toast that slides in from the edge, once its script has loaded).
  await seeText(page, Messages.quizCompleted)
  const done = page.getByRole("dialog", { name: "Quiz complete" })
  await done.getByRole("button", { name: "Review answers" }).click()
  await seeText(page, "From:")
}

async function ownerSignIn(page: Page) {
  await page.goto("/dashboard/10644")
  await page.getByLabel("Username").fill(OWNER.username)
  await page.getByLabel("Password").fill(OWNER.password)
  await page.getByRole("button", { name: "Sign In" }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
}

describe.skipIf(!chromiumAvailable)("quizzes from a source in a real browser", { timeout: 120_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  let owner: Page
  let adminToken = ""

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.script(fromPassages)
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
    owner = (await e2e.newPage()).page
    await owner.setViewportSize(PHONE)
    await ownerSignIn(owner)
    // The recipe and a published post, written with the owner's session as the dashboard writes them.
    const write = (path: string, body: unknown) =>
      owner.evaluate(
        async ([p, b]) => {
          const response = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) })
          if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`)
        },
        [path, body],
      )
    await write("/api/recipe", RECIPE)
    await write("/api/posts", {
      title: "Winter hens",
      name: "keeper",
      body: "<p>Hens lay fewer eggs when the days are shorter than fourteen hours.</p><p>A lamp on a timer adds light in the morning, not the evening.</p>",
      images: [],
      video: "",
      isjournal: true,
    })
    await api(e2e.baseUrl, "POST", "/api/quiz/register", PLAYER)
    adminToken = (await api(e2e.baseUrl, "POST", "/api/quiz/login", QUIZ_ADMIN)).token
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await fake?.close()
  })

  it("lets a player make a quiz from a recipe and shows, after answering, the step it came from, linked", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize(PHONE)
    await quizLogIn(page, PLAYER)
    await page.getByLabel("Make it from").selectOption({ label: "One recipe" })
    await page.getByLabel("One recipe", { exact: true }).selectOption({ label: RECIPE.name })
    await page.getByLabel("Level").selectOption({ label: "Elementary" })
    await page.getByLabel("Questions").fill("1")
    await fitsAndPasses(page)
    await page.getByRole("button", { name: "Generate quiz" }).click()
    await playAndReview(page, `${RECIPE.name} (Elementary)`)

    const note = page.locator(".question__source")
    expect(await note.locator("figcaption").innerText()).toBe(`From: ${RECIPE.name}, step 3`)
    expect(await note.locator("blockquote").innerText()).toBe(RECIPE.method[2])
    const link = note.getByRole("link", { name: `${RECIPE.name}, step 3` })
    expect(await link.getAttribute("href")).toBe("/recipes/desert_sourdough_boule")
    await fitsAndPasses(page)
    await link.click()
    await page.waitForURL((url) => url.pathname === "/recipes/desert_sourdough_boule")
    await page.getByRole("heading", { name: RECIPE.name, level: 1 }).waitFor()
    await context.close()
  })

  it("lists the question stale for the admin once the owner edits its step, and writes it again in one click", async () => {
    await owner.goto("/dashboard/recipes/edit/desert_sourdough_boule")
    const method = owner.getByRole("group", { name: "Method", exact: true })
    await method.getByLabel("Edit step 3").fill(NEW_STEP_3)
    await method.getByRole("button", { name: "Update step 3" }).click()
    await owner.getByRole("button", { name: "Update Recipe" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await seeText(owner, Messages.recipeUpdated)

    // Marked stale in the background, after the recipe's change reaches the read models.
    const stale = async () => (await fetch(`${e2e.baseUrl}/api/quiz/admin/stale_questions`, { headers: { authorization: `Bearer ${adminToken}` } })).json()
    await expect.poll(async () => ((await stale()) as unknown[]).length, { timeout: 15_000 }).toBe(1)

    const { page, context } = await e2e.newPage()
    await page.setViewportSize(PHONE)
    await quizLogIn(page, QUIZ_ADMIN)
    await page.goto("/quizgame/admin")
    const section = page.getByRole("region", { name: "Stale questions" })
    await section.getByText(`From: ${RECIPE.name}, step 3 — changed`).waitFor()
    await section.getByRole("heading", { name: RECIPE.name }).waitFor()
    await fitsAndPasses(page)

    const asked = fake.requests.length
    await section.getByRole("button", { name: "Regenerate this question" }).click()
    await section.getByRole("status").getByText(Messages.staleRegenerated(1)).waitFor()
    await section.getByText("No stale questions.").waitFor()
    // Written from the recipe as it is now.
    expect(String(fake.requests[asked]!.body.messages[1].content)).toContain(NEW_STEP_3)
    expect(await stale()).toEqual([])
    await fitsAndPasses(page)
    await context.close()
  })

  it("lets the owner make a quiz from a post on the dashboard and open it in the quiz game", async () => {
    // A recipe's row has its own Make a quiz, which chooses that recipe.
    await owner.goto("/dashboard/recipes")
    await owner.getByRole("link", { name: `Make a quiz from ${RECIPE.name}` }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard/quiz" && url.searchParams.has("recipe"))
    expect(await owner.getByLabel("Make it from").inputValue()).toBe("recipe")
    await expect.poll(() => owner.getByLabel("One recipe", { exact: true }).locator("option:checked").innerText()).toBe(RECIPE.name)

    await owner.goto("/dashboard/posts")
    await owner.getByRole("link", { name: "Make a quiz from Winter hens" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard/quiz" && url.searchParams.has("post"))
    await owner.getByRole("heading", { name: "Make a quiz", level: 1 }).waitFor()
    // The topic is the generator's own: here every choice is a source.
    expect(await owner.getByLabel("Make it from").locator("option").allInnerTexts()).not.toContain("A topic")
    await expect.poll(() => owner.getByLabel("One journal post", { exact: true }).locator("option:checked").innerText()).toBe("Winter hens")

    const make = owner.getByRole("button", { name: "Make the quiz" })
    await make.click()
    await seeText(owner, Messages.levelRequired)
    await owner.getByLabel("Level").selectOption({ label: "High school" })
    await owner.getByLabel("Questions").fill("2")
    await fitsAndPasses(owner)
    await make.click()
    const made = owner.getByRole("region", { name: "Quiz made: Winter hens (High school)" })
    await made.waitFor({ timeout: 30_000 })
    expect(await made.getByRole("listitem").count()).toBe(2)
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe("Quiz made: Winter hens (High school)")
    await fitsAndPasses(owner)

    await made.getByRole("link", { name: "Open it in the quiz game" }).click()
    await owner.waitForURL((url) => url.pathname === "/quizgame")
    await owner.getByRole("dialog", { name: "Ready to start?" }).waitFor({ timeout: 30_000 })
  })

  it("lets a player make a quiz from pasted text, its passage shown without a link", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize(PHONE)
    await quizLogIn(page, PLAYER)
    await page.getByLabel("Make it from").selectOption({ label: "Text you paste" })
    await page.getByLabel("Title (optional)").fill("Compost notes")
    await page.getByLabel("Text", { exact: true }).fill("A hot compost heap reaches sixty degrees in its middle within a few days of being built.")
    await page.getByLabel("Level").selectOption({ label: "Elementary" })
    await page.getByLabel("Questions").fill("1")
    await fitsAndPasses(page)
    await page.getByRole("button", { name: "Generate quiz" }).click()
    await playAndReview(page, "Compost notes (Elementary)")
    const note = page.locator(".question__source")
    expect(await note.locator("figcaption").innerText()).toBe("From: Compost notes, part 1")
    expect(await note.getByRole("link").count()).toBe(0)
    await fitsAndPasses(page)
    await context.close()
  })

  it("lets a player upload a small PDF and shows the page each question came from", async () => {
    const { page, context } = await e2e.newPage()
    await page.setViewportSize(PHONE)
    await quizLogIn(page, PLAYER)
    await page.getByLabel("Make it from").selectOption({ label: "A PDF" })
    const pdf = tinyPdf([
      ["Rain barrels", "", "A rain barrel under a downspout holds about two hundred litres of water."],
      ["Screens on every opening keep mosquitoes from laying eggs in the stored water."],
    ])
    await page.getByLabel("PDF file").setInputFiles({ name: "rain-barrels.pdf", mimeType: "application/pdf", buffer: pdf })
    await page.getByLabel("Level").selectOption({ label: "Elementary" })
    await page.getByLabel("Questions").fill("1")
    await fitsAndPasses(page)
    await page.getByRole("button", { name: "Generate quiz" }).click()
    await playAndReview(page, "rain-barrels (Elementary)")
    const note = page.locator(".question__source")
    expect(await note.locator("figcaption").innerText()).toBe("From: rain-barrels, page 1")
    expect(await note.locator("blockquote").innerText()).toContain("two hundred litres of water")
    await fitsAndPasses(page)
    await context.close()
  })
})
