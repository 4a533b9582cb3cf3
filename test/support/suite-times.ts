// A vitest reporter (vitest.config.ts) that ends every run with the time each suite took: its
// test files, their time added up (start, import, hooks and tests of each file) and its span,
// from its first file's start to its last file's end. Files run side by side, so the span is
// what the suite holds the wall clock; the sum is the work in it. Then the slowest files, where
// the next cut of the suite's time is to be aimed. With SUITE_TIMES_FILE set
// it also writes the figures there as JSON, which scripts/test.ts adds up over its passes.
import { writeFileSync } from "node:fs"
import { relative } from "node:path"

import type { Reporter, TestModule } from "vitest/node"

export interface SuiteTime {
  readonly suite: string
  readonly files: number
  readonly failed: number
  /** The files' own times added up, in seconds. */
  readonly seconds: number
  /** Wall-clock milliseconds of the first file's start and the last file's end. */
  readonly start: number
  readonly end: number
  /** Each failed test as "file > test: first line of its error". */
  readonly failures?: readonly string[]
}

/** How many of the slowest files a run names at its end. */
const SLOWEST_SHOWN = 12

interface FileTime {
  readonly file: string
  readonly suite: string
  readonly ok: boolean
  readonly ms: number
  readonly end: number
  readonly failures: readonly string[]
}

/** The suite a test file belongs to: its project's name, else its top folder (two levels under test/). */
const suiteOf = (module: TestModule): string => {
  if (module.project.name) return module.project.name
  const parts = relative(process.cwd(), module.moduleId).split("/")
  return parts[0] === "test" ? parts.slice(0, 2).join("/") : (parts[0] ?? "")
}

export const formatSuiteTimes = (title: string, suites: readonly SuiteTime[]): string => {
  const width = Math.max(5, ...suites.map((s) => s.suite.length))
  const line = (suite: string, files: string, sum: string, span: string) =>
    `  ${suite.padEnd(width)}  ${files.padStart(5)}  ${sum.padStart(8)}  ${span.padStart(8)}`
  return [
    title,
    line("suite", "files", "sum (s)", "span (s)"),
    ...suites.map(
      (s) => line(s.suite, String(s.files), s.seconds.toFixed(1), ((s.end - s.start) / 1000).toFixed(1)) + (s.failed ? `  ${s.failed} failed` : ""),
    ),
    // The failures again at the very end, where a log cut to its tail still shows them.
    ...suites.flatMap((s) => (s.failures ?? []).map((f) => `  FAILED ${f}`)),
  ].join("\n")
}

export default class SuiteTimes implements Reporter {
  private readonly files: FileTime[] = []

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic()
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
    const file = relative(process.cwd(), module.moduleId)
    const failures = [...module.children.allTests("failed")].map((test) => {
      const error = test.result().errors?.[0]
      const first = (error?.message ?? "").split("\n")[0]!.slice(0, 200)
      return `${file} > ${test.fullName}${first ? `: ${first}` : ""}`
    })
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (!module.ok() && failures.length === 0) failures.push(`${file}: ${(module.errors()[0]?.message ?? "failed outside its tests").split("\n")[0]}`)
    this.files.push({ file, suite: suiteOf(module), ok: module.ok(), ms, end: Date.now(), failures })
  }

  onTestRunEnd(): void {
    if (this.files.length === 0) return
    const bySuite = new Map<string, FileTime[]>()
    for (const file of this.files) bySuite.set(file.suite, [...(bySuite.get(file.suite) ?? []), file])
    const suites: SuiteTime[] = [...bySuite].map(([suite, files]) => ({
      suite,
      files: files.length,
      failed: files.filter((f) => !f.ok).length,
      seconds: files.reduce((sum, f) => sum + f.ms, 0) / 1000,
      start: Math.min(...files.map((f) => f.end - f.ms)),
      end: Math.max(...files.map((f) => f.end)),
      failures: files.flatMap((f) => f.failures),
    }))
    suites.sort((a, b) => b.seconds - a.seconds)
    console.log(`\n${formatSuiteTimes("Time per suite:", suites)}\n`)
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN)
    console.log(["Slowest files (s):", ...slowest.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(7)}  ${f.file}`)].join("\n") + "\n")
    const out = process.env.SUITE_TIMES_FILE
    if (out) writeFileSync(out, JSON.stringify(suites))
  }
}
