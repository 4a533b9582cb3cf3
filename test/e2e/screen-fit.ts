// Whether a screen fits as it stands, for the quiz night's browser tests (the big screen and the
// phones): nothing scrolls, and no visible heading, text, button or timer is cut or covered.
import { mkdir } from "node:fs/promises"
import { join } from "node:path"

import type { Page } from "playwright-core"

const SHOTS = process.env.E2E_SCREENSHOTS

/** With E2E_SCREENSHOTS set to a folder, keeps a screenshot of each step. */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/**
 * What is wrong with the screen as it stands: the page scrolls (down or sideways), or a visible
 * heading, text, button or timer is cut by the screen's edges or covered by something else at
 * its centre.
 */
export const screenProblems = (page: Page, options: { mayScroll?: boolean } = {}) =>
  page.evaluate(
    ({ mayScroll }) => {
      const problems: string[] = []
      const doc = document.documentElement
      const [vw, vh] = [window.innerWidth, window.innerHeight]
      if (doc.scrollWidth > vw) problems.push(`scrolls sideways (${doc.scrollWidth} > ${vw})`)
      if (!mayScroll && doc.scrollHeight > vh + 1) problems.push(`needs scrolling (${doc.scrollHeight} > ${vh})`)
      const hidden = (el: Element) => el.closest(".visually-hidden") !== null
      for (const el of document.querySelectorAll("main h1, main h2, main h3, main p, main li, main button, main [role=timer]")) {
        // Not shown at all (inside a closed disclosure, say): nothing to cut or cover.
        if (hidden(el) || !el.checkVisibility()) continue
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) continue
        const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`
        if (!mayScroll && (r.top < -0.5 || r.bottom > vh + 0.5)) problems.push(`${name} is cut (top ${r.top}, bottom ${r.bottom})`)
        if (r.left < -0.5 || r.right > vw + 0.5) problems.push(`${name} is cut at the side`)
        if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "hidden") problems.push(`${name} is clipped`)
        const x = Math.min(vw - 1, Math.max(0, r.left + r.width / 2))
        const y = r.top + r.height / 2
        if (y < 0 || y >= vh) continue
        const top = document.elementFromPoint(x, y)
        if (top && top !== el && !el.contains(top) && !top.contains(el)) problems.push(`${name} is covered by ${top.tagName.toLowerCase()}.${top.className}`)
      }
      return problems
    },
    { mayScroll: options.mayScroll ?? false },
  )

/** Waits for the podium's rise (or any motion) to end before measuring. */
export const still = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
