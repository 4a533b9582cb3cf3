// axe-core's accessibility rules, run on a page of a browser test.
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"

import type { Page } from "playwright-core"

const axeSource = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string
  readonly targets: string[]
}

interface AxeGlobal {
  run(options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
}

/**
 * axe-core's violations on the page as it stands (run through the debugging protocol, so the page's CSP is
 * untouched); with `rules`, only those rules.
 */
export const axeViolations = async (page: Page, rules?: readonly string[]): Promise<AxeViolation[]> => {
  // Injected once per document: a page changed inside the app keeps it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(await axeSource)
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe
    const result = await axe.run({ resultTypes: ["violations"], ...(only ? { runOnly: { type: "rule", values: only } } : {}) })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }))
  }, rules)
}

/** The violations that keep someone from using the page: axe's serious and critical ones. */
export const seriousViolations = async (page: Page, rules?: readonly string[]): Promise<AxeViolation[]> =>
  (await axeViolations(page, rules)).filter((v) => v.impact === "serious" || v.impact === "critical")
