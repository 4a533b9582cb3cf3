// @ts-check
// Whether dist/ holds a build of the sources as they are now. The build (scripts/build.ts)
// hashes what it reads before it starts and writes that hash last, into dist/build-stamp, so an
// interrupted or failed build leaves no stamp; `npm start` hashes the same files again and
// builds only when the two differ. Contents, not times: a checkout or copy that keeps the bytes
// keeps the build, and an edit within the same second as the build is still seen.
// Plain JavaScript: `npm start` runs it on node before there is anything compiled.
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

export const ROOT = join(import.meta.dirname, "..")
export const STAMP = join(ROOT, "dist", "build-stamp")
export const SERVER_ENTRY = join(ROOT, "dist", "server", "main.js")
/** What one build writes; all of it must be there for the build to count. */
const OUTPUTS = [SERVER_ENTRY, join(ROOT, "dist", "web", "index.html"), join(ROOT, "dist", "ssr", "server-entry.js")]

/** What the build reads (tests aside): every floor's code, the web app, the packages and the build's own settings. */
const INPUTS = [
  "schemas",
  "engine",
  "projections",
  "api",
  "web",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "scripts/build.ts",
  "scripts/build-stamp.js",
]

/** @param {string} path an input under ROOT @returns {string[]} its files' paths under ROOT, tests left out, in a fixed order */
const filesOf = (path) => {
  const full = join(ROOT, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort()
}

/** A hash of every input file's path and bytes. */
export const inputsHash = () => {
  const hash = createHash("sha256")
  for (const file of INPUTS.flatMap(filesOf))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update("\0")
  return hash.digest("hex")
}

/** True when the last build finished and was made from the inputs as they are now. */
export const buildIsCurrent = () => {
  if (!OUTPUTS.every((output) => existsSync(output))) return false
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : ""
  return stamp === inputsHash()
}
