// Accessibility of the whole site on the demo homestead. axe-core's rules on every screen of
// docs/product.md §2, at a desktop's size (1366×800) and a small phone's (360×740), signed out, as a quiz
// player and as the owner: no serious or critical finding anywhere (each names the screen, the size and
// the role), and every screen's colours in the dark theme too. Each role keeps one page, moves between screens inside the app and resizes between the two
// sizes. Then the main flows by keyboard alone, every stop's focus in sight: a visitor reads a recipe, a
// guest takes a quiz, the owner writes and publishes a post.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { HYDRATED_EVENT } from "#schemas/hydration.ts"

import { type AxeViolation, seriousViolations } from "./axe.ts"
import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, startE2E } from "./harness.ts"

const SIZES = [
  { name: "1366×800", width: 1366, height: 800 },
  { name: "360×740", width: 360, height: 740 },
] as const

type Role = "signed out" | "quiz player" | "owner"

const PLAYER = { username: `reader${Date.now().toString(36)}`, password: "reader-password-1" }
const TAG = "raised-beds"

/** A context for one role: its pages tell the test once the app has hydrated what the server sent. */
async function rolePage(e2e: E2E): Promise<{ page: Page; context: BrowserContext }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: SIZES[0] })
  await context.addInitScript((event) => {
    addEventListener(event, () => document.documentElement.setAttribute("data-test-hydrated", ""))
  }, HYDRATED_EVENT)
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  page.on("pageerror", (error) => console.error("[browser]", error.message))
  return { page, context }
}

/** Checks the page as it stands at both sizes, noting each serious finding under `where` and `role`. */
class Audit {
  readonly findings: string[] = []
  constructor(
    private readonly page: Page,
    private readonly role: Role,
  ) {}

  async check(where: string): Promise<void> {
    for (const size of SIZES) {
      await this.page.setViewportSize(size)
      await this.still()
      this.note(`${where} at ${size.name}`, await seriousViolations(this.page))
    }
    await this.page.setViewportSize(SIZES[0])
    // The dark theme changes only colours: its contrast at the desktop's size, as the system asks for it.
    await this.page.emulateMedia({ colorScheme: "dark" })
    await this.still()
    this.note(`${where} at ${SIZES[0].name} in the dark theme`, await seriousViolations(this.page, ["color-contrast"]))
    await this.page.emulateMedia({ colorScheme: "light" })
  }

  /** The layout of a new size or theme, with a dialog's or panel's fade-in finished: contrast is judged on what stays on screen. */
  private async still(): Promise<void> {
    await this.page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      // Not a toast's countdown bar (seconds long): a timer, not a fade.
      const ending = document.getAnimations().filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 1_000)
      // A cancelled animation (its element gone) rejects: it is over all the same.
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)))
    })
  }

  private note(where: string, violations: readonly AxeViolation[]): void {
    for (const v of violations) {
      this.findings.push(
        `${where} as ${this.role}: ${v.id} (${v.impact}) on ${v.targets.slice(0, 3).join(", ")}${v.targets.length > 3 ? ` and ${v.targets.length - 3} more` : ""}`,
      )
    }
  }

  /** Opens `path` and checks it once its content is in. */
  async visit(path: string): Promise<void> {
    const here = new URL(this.page.url())
    if (here.pathname + here.search + here.hash === path) {
      await settled(this.page)
    } else if (!(await this.page.evaluate(() => document.documentElement.hasAttribute("data-test-hydrated")))) {
      await this.page.goto(path)
      await settled(this.page)
    } else {
      // Within the app, as a link would: the page's scripts and axe stay loaded.
      await this.page.evaluate((to) => {
        for (const shown of document.querySelectorAll("main :is(h1, [role=note])")) shown.setAttribute("data-test-left", "")
        history.pushState(null, "", to)
        dispatchEvent(new PopStateEvent("popstate"))
      }, path)
      await this.page.locator("main :is(h1, [role=note]):not([data-test-left])").first().waitFor()
      await this.page.locator(".panel--loading").first().waitFor({ state: "detached" })
    }
    await this.check(path)
  }
}

/** The app has hydrated, the page has its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator("html[data-test-hydrated]").waitFor({ state: "attached" })
  await page.locator("main :is(h1, [role=note])").first().waitFor()
  await page.locator(".panel--loading").first().waitFor({ state: "detached" })
}

/** The focused element as a keyboard user meets it, and why its focus cannot be seen (null when it can). */
interface Focus {
  readonly name: string
  /** The legend of the group it is in (a quiz question's), or "". */
  readonly group: string
  readonly problem: string | null
}

/** Reads the focus once scrolling to it has stopped (the page scrolls smoothly). */
const readFocus = (page: Page): Promise<Focus> =>
  page.evaluate(async () => {
    // What a screen reader says for it, near enough: hidden parts left out, pictures by their alt text.
    const spoken = (node: Node): string => {
      if (node instanceof Text) return node.data
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return ""
      if (node instanceof HTMLImageElement) return node.alt
      return node.getAttribute("aria-label") ?? [...node.childNodes].map(spoken).join("")
    }
    const tidy = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim()
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: "", group: "", problem: "nothing has the focus" }
    const labelledBy = el
      .getAttribute("aria-labelledby")
      ?.split(" ")
      .map((id) => document.getElementById(id))
    const label = (el as HTMLInputElement).labels?.[0]
    const name = tidy(labelledBy ? labelledBy.map((n) => (n ? spoken(n) : "")).join(" ") : label ? spoken(label) : spoken(el))
    const legend = el.closest("fieldset")?.querySelector("legend")
    const group = tidy(legend ? spoken(legend) : "")
    // The ring is an outline on the element, or on the label or card around a control drawn by its label.
    const outlined = (node: Element) => {
      const style = getComputedStyle(node)
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1 && style.outlineColor !== "rgba(0, 0, 0, 0)"
    }
    let ring: Element | null = el
    for (let i = 0; ring && i < 4 && !outlined(ring); i++) ring = ring.parentElement
    if (!ring || !outlined(ring)) return { name, group, problem: "has no focus outline" }
    // Still for a few frames in a row: a smooth scroll may start a frame late.
    let box = ring.getBoundingClientRect()
    for (let frame = 0, still = 0; frame < 90 && still < 4; frame++) {
      await new Promise(requestAnimationFrame)
      const now = ring.getBoundingClientRect()
      still = now.top === box.top && now.left === box.left ? still + 1 : 0
      box = now
    }
    if (box.width < 2 || box.height < 2) return { name, group, problem: "has its outline on something too small to see" }
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return { name, group, problem: "is off screen" }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (hit && !ring.contains(hit) && !hit.contains(ring)) {
      return { name, group, problem: `is covered by ${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(" ")[0]}` : ""}` }
    }
    return { name, group, problem: null }
  })

/** Moves through a page by keyboard alone, noting each stop whose focus cannot be seen. */
class KeyboardRun {
  readonly unseen: string[] = []
  private constructor(private readonly page: Page) {}

  /**
   * A run on `page` with reduced motion asked for, so the site scrolls a focused control into view at once: with
   * smooth scrolling, where the focus is seen depends on when one looks (a loaded machine starts the scroll late).
   */
  static async on(page: Page): Promise<KeyboardRun> {
    await page.emulateMedia({ reducedMotion: "reduce" })
    return new KeyboardRun(page)
  }

  /** Presses `key` and, when it moves the focus, looks at where the focus went. */
  async press(key: string): Promise<Focus> {
    await this.page.keyboard.press(key)
    if (!/^(Shift\+)?Tab$|^Arrow/.test(key)) return { name: "", group: "", problem: null }
    const focus = await readFocus(this.page)
    if (focus.problem) this.unseen.push(`${new URL(this.page.url()).pathname}: “${focus.name}” after ${key} ${focus.problem}`)
    return focus
  }

  /** Tabs (or with `back`, Shift+Tabs) until the focus is on what `wanted` picks; fails after `max` stops. */
  async tabTo(wanted: string | RegExp | ((focus: Focus) => boolean), { back = false, max = 60 } = {}): Promise<Focus> {
    const matches = typeof wanted === "function" ? wanted : (f: Focus) => (typeof wanted === "string" ? f.name === wanted : wanted.test(f.name))
    const seen: string[] = []
    for (let i = 0; i < max; i++) {
      const focus = await this.press(back ? "Shift+Tab" : "Tab")
      if (matches(focus)) return focus
      seen.push(focus.name)
    }
    throw new Error(`Tabbed ${max} times without reaching ${String(wanted)}; passed: ${seen.join(" | ")}`)
  }
}

describe.skipIf(!chromiumAvailable)("accessibility of every screen", { timeout: 120_000 }, () => {
  let e2e: E2E
  let owner: Page
  const contexts: BrowserContext[] = []
  let post: string
  let recipe: string
  let recipeNames: string[]
  const ids = { post: "", photo: "", video: "", recipe: "" }

  beforeAll(async () => {
    e2e = await startE2E({ HOMESTEAD_SEED: "on" })
    const opened = await rolePage(e2e)
    contexts.push(opened.context)
    owner = opened.page
    await owner.goto("/dashboard/10644")
    await owner.getByLabel("Username").fill(OWNER.username)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Sign In" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard")
    // The demo's posts carry no tag: one that does, for the tag's page.
    const tagged = await owner.evaluate(async (tag) => {
      const body = { name: "Dana", title: "Beds in the shade", body: "<p>Chard likes the north side.</p>", video: "", images: [], isjournal: true, tags: [tag] }
      const response = await fetch("/api/posts", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
      return (await response.json()) as { _id: string; slug: string }
    }, TAG)
    post = `/journal/${tagged.slug}`
    ids.post = tagged._id
    const get = async <T>(path: string): Promise<T> => (await (await fetch(`${e2e.baseUrl}/api${path}`)).json()) as T
    const recipes = (await get<{ recipes: { servername: string; name: string }[] }[]>("/recipe")).flatMap((g) => g.recipes)
    recipeNames = recipes.map((r) => r.name)
    recipe = `/recipes/${recipes[0]!.servername}`
    ids.recipe = recipes[0]!.servername
    ids.photo = (await get<{ _id: string }[]>("/photos/all"))[0]!._id
    ids.video = (await get<{ videos: { _id: string }[] }[]>("/video"))[0]!.videos[0]!._id
  }, 120_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await e2e?.close()
  })

  it("has no serious finding for a visitor who is signed out", async () => {
    const { page, context } = await rolePage(e2e)
    contexts.push(context)
    const audit = new Audit(page, "signed out")
    for (const path of [
      "/",
      "/journal",
      post,
      `/journal/tag/${TAG}`,
      "/videos",
      "/gallery",
      "/recipes",
      recipe,
      "/champlain",
      "/contact",
      "/search?q=tomato",
    ]) {
      await audit.visit(path)
    }
    // The phone's folded menu, open.
    await page.setViewportSize(SIZES[1])
    await page.getByRole("button", { name: "Menu" }).click()
    await audit.check("the main menu, open")
    // The gallery's viewer.
    await audit.visit("/gallery")
    await page.locator(".photo-tile").first().click()
    await page.getByRole("dialog").waitFor()
    await audit.check("/gallery's photo viewer")

    await audit.visit(recipe)
    await page.getByRole("button", { name: "Start cooking" }).click()
    await page.getByRole("dialog").waitFor()
    await audit.check(`${recipe}'s cooking steps`)
    await page.keyboard.press("Escape")

    for (const path of [
      "/quizgame/quizprofile",
      "/quizgame/reset-password#token=abc",
      "/quizgame/join#group=aaaa-bbbb-cccc-dddd&invite=aaa-bbb-ccc",
      "/dashboard/10644",
      "/dashboard/posts",
      "/no/such/page",
    ]) {
      await audit.visit(path)
    }
    await audit.visit("/quizgame")
    for (const [button, title] of [
      ["Login", "Log in"],
      ["Register", "Register"],
      ["Feedback", "Give feedback"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click()
      const dialog = page.getByRole("dialog", { name: title })
      await dialog.waitFor()
      await audit.check(`/quizgame's ${title} dialog`)
      if (title === "Log in") {
        await dialog.getByRole("button", { name: "Forgot your password?" }).click()
        await audit.check("/quizgame's password reset request")
      }
      await dialog.getByRole("button", { name: "Close" }).click()
      await dialog.waitFor({ state: "hidden" })
    }

    // A guest takes a quiz from the library for fun and shows its answers.
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page
      .getByRole("button", { name: /^Take this quiz/ })
      .first()
      .waitFor()
    await audit.check("/quizgame's quiz list")
    await page
      .getByRole("button", { name: /^Take this quiz/ })
      .first()
      .click()
    await page.getByRole("dialog", { name: "Ready to start?" }).waitFor()
    await audit.check("/quizgame's start dialog")
    await page.getByRole("button", { name: "Start" }).click()
    await page.locator(".question__set").first().waitFor()
    await page.locator(".question__set").first().getByRole("radio").first().check()
    await audit.check("a quiz, answering")
    await page.getByRole("button", { name: "Show answers" }).click()
    await page.locator(".verdict").first().waitFor()
    await audit.check("a quiz, its answers shown")
    await page.getByRole("button", { name: "Report a problem with question 1", exact: true }).click()
    await audit.check("a quiz's report form")

    expect(audit.findings).toEqual([])
  })

  it("has no serious finding for a quiz player", async () => {
    const { page, context } = await rolePage(e2e)
    contexts.push(context)
    const audit = new Audit(page, "quiz player")
    await page.goto("/quizgame/quizprofile")
    await page.getByRole("button", { name: "Register" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Username").fill(PLAYER.username)
    await dialog.getByLabel("Password", { exact: true }).fill(PLAYER.password)
    await dialog.getByLabel("Confirm password").fill(PLAYER.password)
    await dialog.getByRole("button", { name: "Register" }).click()
    await page.getByText("Welcome,").waitFor()
    // A group, so the profile shows one open with its keys.
    await page.getByLabel("Group name").fill("Porch readers")
    await page.getByRole("button", { name: "Create group" }).click()
    await page.getByRole("button", { name: "Done" }).click()

    await audit.visit("/quizgame")
    await page.getByRole("button", { name: "Update profile" }).click()
    await page.getByRole("dialog", { name: "Update profile" }).waitFor()
    await audit.check("/quizgame's Update profile dialog")
    await page.getByRole("dialog", { name: "Update profile" }).getByRole("button", { name: "Close" }).click()

    // A graded quiz, submitted with a question left, its result, its rating and its review.
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page
      .getByRole("button", { name: /^Take this quiz/ })
      .first()
      .click()
    await page.getByRole("dialog", { name: "Ready to start?" }).waitFor()
    await audit.check("/quizgame's start dialog, graded")
    await page.getByRole("button", { name: "Start" }).click()
    await page.getByRole("timer").first().waitFor()
    await page.locator(".question__set").first().getByRole("radio").first().check()
    await audit.check("a graded quiz, answering")
    await page.getByRole("button", { name: "Submit for grading" }).click()
    await page.getByRole("dialog", { name: "Submit with questions unanswered?" }).waitFor()
    await audit.check("a graded quiz's unanswered question")
    await page.getByRole("button", { name: "Submit anyway" }).click()
    await page.getByRole("dialog", { name: "Quiz complete" }).waitFor()
    await audit.check("a graded quiz's result")
    await page.getByRole("button", { name: "Review answers" }).click()
    await page.locator(".verdict").first().waitFor()
    await audit.check("a graded quiz's review")
    await page.getByRole("button", { name: "Reset" }).click()
    await page.getByRole("dialog", { name: "Rate this quiz" }).waitFor()
    await audit.check("the rating dialog")
    // The stars are labels over visually hidden radios.
    await page.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click()
    await page.getByRole("button", { name: "Submit rating" }).click()

    await audit.visit("/quizgame/quizprofile")
    await page.getByRole("button", { name: /^Porch readers/ }).click()
    await page.getByRole("button", { name: "Show invite keys" }).click()
    await page.getByRole("button", { name: "Hide invite keys" }).waitFor()
    await audit.check("/quizgame/quizprofile, a group open with its keys")
    await page.getByRole("button", { name: "Start a live game for Porch readers" }).click()
    const room = page.getByRole("dialog", { name: "Live game: Porch readers" })
    await room.getByText(/topics? waiting/).waitFor()
    await audit.check("the live game room")
    await room.getByRole("button", { name: "Close" }).click()
    await page
      .getByRole("button", { name: /^Details of/ })
      .first()
      .click()
    await page.locator(".completion-detail__list").waitFor()
    await audit.check("/quizgame/quizprofile, a completed quiz's details")

    // The quiz admin's own pages.
    await page.keyboard.press("Escape")
    await page.getByRole("button", { name: "Logout" }).click()
    await page.getByRole("button", { name: "Login" }).waitFor()
    await quizLogIn(page, QUIZ_ADMIN)
    await audit.visit("/quizgame/admin")
    await audit.visit("/coach")

    expect(audit.findings).toEqual([])
  })

  it("has no serious finding in the owner's dashboard", async () => {
    const audit = new Audit(owner, "owner")
    for (const path of [
      "/dashboard",
      "/dashboard/profile",
      "/dashboard/posts",
      "/dashboard/posts/addpost",
      `/dashboard/posts/edit/${ids.post}`,
      "/dashboard/gallery",
      "/dashboard/gallery/addphoto",
      `/dashboard/gallery/edit/${ids.photo}`,
      "/dashboard/recipes",
      "/dashboard/recipes/addrecipe",
      `/dashboard/recipes/edit/${ids.recipe}`,
      // The Add Recipe page with its import panel open.
      "/dashboard/recipes/addrecipe?import",
      "/dashboard/videos",
      "/dashboard/videos/addvideo",
      `/dashboard/videos/edit/${ids.video}`,
      "/dashboard/categories",
      "/dashboard/quiz",
      "/dashboard/webhooks",
      "/",
      recipe,
    ]) {
      await audit.visit(path)
    }
    await audit.visit("/dashboard/videos")
    await owner
      .getByRole("button", { name: /^Delete / })
      .first()
      .click()
    await owner.getByRole("dialog", { name: "Delete video?" }).waitFor()
    await audit.check("/dashboard/videos' delete dialog")
    await owner.keyboard.press("Escape")
    await owner.getByRole("button", { name: OWNER.username }).click()
    await audit.check("the owner's menu, open")
    expect(audit.findings).toEqual([])
  })
  describe("by keyboard alone", () => {
    it("takes a visitor on a phone from the home page to a recipe, and through its steps", async () => {
      const { page, context } = await rolePage(e2e)
      contexts.push(context)
      await page.setViewportSize(SIZES[1])
      await page.goto("/")
      await settled(page)
      const keys = await KeyboardRun.on(page)
      expect((await keys.press("Tab")).name).toBe("Skip to content")
      // On a phone the sections are folded behind the menu.
      await keys.tabTo("Menu")
      await keys.press("Enter")
      await keys.tabTo("Recipes")
      await keys.press("Enter")
      // The home page stays until the recipes' code has loaded: its heading first, then Tab.
      await page.waitForURL((url) => url.pathname === "/recipes")
      await page.getByRole("heading", { level: 1, name: "Recipes" }).waitFor()
      await settled(page)
      const name = (await keys.tabTo((f) => f.name !== "" && recipeNames.includes(f.name))).name
      await keys.press("Enter")
      await page.getByRole("heading", { level: 1, name }).waitFor()
      await page.getByRole("heading", { name: "Ingredients" }).waitFor()

      await keys.tabTo("Start cooking")
      await keys.press("Enter")
      const cooking = page.getByRole("dialog", { name })
      await cooking.getByText("Step 1 of").waitFor()
      await keys.press("ArrowRight")
      await cooking.getByText("Step 2 of").waitFor()
      await keys.press("ArrowLeft")
      await cooking.getByText("Step 1 of").waitFor()
      await page.keyboard.press("Escape")
      await cooking.waitFor({ state: "hidden" })
      // Back where the visitor left the page.
      expect((await readFocus(page)).name).toBe("Start cooking")
      expect(keys.unseen).toEqual([])
    })

    it("takes a guest through a quiz to its answers", async () => {
      const { page, context } = await rolePage(e2e)
      contexts.push(context)
      await page.goto("/quizgame")
      await settled(page)
      const keys = await KeyboardRun.on(page)
      await keys.tabTo("Choose a quiz")
      await keys.press("Enter")
      await page
        .getByRole("button", { name: /^Take this quiz/ })
        .first()
        .waitFor()
      await keys.tabTo(/^Take this quiz/)
      await keys.press("Enter")
      // Start has the focus in the dialog.
      await page.getByRole("dialog", { name: "Ready to start?" }).waitFor()
      expect((await readFocus(page)).name).toBe("Start")
      await page.keyboard.press("Enter")
      const questions = await page.locator(".question__set").count()
      expect(questions).toBeGreaterThan(1)
      // Each question is one stop: Tab to it, Space picks its first option, an arrow the next one instead.
      for (let n = 1; n <= questions; n++) {
        await keys.tabTo((f) => f.group.startsWith(`${n}.`))
        await keys.press(n % 2 === 0 ? "ArrowDown" : "Space")
      }
      await page.getByText(`${questions} of ${questions} answered`).waitFor()
      await keys.tabTo("Show answers")
      await keys.press("Enter")
      await page.getByText(new RegExp(`\\d+ of ${questions} right`)).waitFor()
      expect(await page.locator(".verdict").count()).toBe(questions)
      expect(keys.unseen).toEqual([])
    })

    it("lets the owner write a post in the dashboard and publish it", async () => {
      await owner.goto("/dashboard")
      await settled(owner)
      const keys = await KeyboardRun.on(owner)
      await keys.tabTo("Posts")
      await keys.press("Enter")
      // The address changes before the next screen's code has loaded; the last one stays until then, so each
      // screen's own heading is waited for before the next Tab (else the focus moves in the screen going away).
      await owner.waitForURL((url) => url.pathname === "/dashboard/posts")
      await owner.getByRole("heading", { level: 1, name: "Posts" }).waitFor()
      await settled(owner)
      await keys.tabTo("Add Post")
      await keys.press("Enter")
      await owner.waitForURL((url) => url.pathname === "/dashboard/posts/addpost")
      await owner.getByRole("heading", { level: 1, name: "Add Post" }).waitFor()
      await settled(owner)
      await keys.tabTo("Garden journal entry")
      await keys.press("Space")
      await keys.tabTo("Author name")
      await owner.keyboard.type("Dana")
      await keys.tabTo("Title")
      await owner.keyboard.type("Mulch by keyboard")
      await keys.tabTo("Body")
      await owner.keyboard.type("Straw mulch keeps the beds cool through June.")
      await keys.tabTo("Add Post")
      await keys.press("Enter")
      await owner.getByText("Added “Mulch by keyboard”.").waitFor()
      // The fresh form has the focus, for the next post; the link to this one is just before it.
      await owner.waitForFunction(() => document.activeElement?.closest("form") !== null)
      await keys.tabTo("View the post", { back: true })
      await keys.press("Enter")
      await owner.getByRole("heading", { level: 1, name: "Mulch by keyboard" }).waitFor()
      await owner.getByText("Straw mulch keeps the beds cool through June.").waitFor()
      expect(keys.unseen).toEqual([])
    })
  })
})
