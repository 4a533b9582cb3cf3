// `npm run lint`: no feature of api/features leans on more than three others. The walls
// themselves (a feature reaches another only through its public.ts; the platform reaches no
// feature) are ESLint's (eslint.config.js); this counts, which a rule of one file cannot.
// Only the composition root (api/compose.ts) brings many features together.
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

import ts from "typescript"

const MAX_OTHER_FEATURES = 3
const root = join(import.meta.dirname, "..")
const featuresDir = join(root, "api", "features")

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const FEATURE_IMPORT = /^#api\/features\/([^/]+)\//

const problems: string[] = []
for (const feature of readdirSync(featuresDir).sort()) {
  const others = new Map<string, string>()
  for (const file of sourceFiles(join(featuresDir, feature))) {
    // Every import, type-only ones included (ts.preProcessFile reads them all).
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      const other = FEATURE_IMPORT.exec(fileName)?.[1]
      if (other !== undefined && other !== feature && !others.has(other)) others.set(other, relative(root, file))
    }
  }
  if (others.size > MAX_OTHER_FEATURES) {
    const named = [...others].map(([other, file]) => `${other} (first from ${file})`).join(", ")
    problems.push(`api/features/${feature} imports ${others.size} other features, at most ${MAX_OTHER_FEATURES}: ${named}`)
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  console.error("A feature that needs this many others is doing the composition root's work: pass what it needs in its deps (api/compose.ts).")
  process.exit(1)
}
