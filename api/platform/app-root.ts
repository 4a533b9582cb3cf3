// The project's folder (the one holding package.json), found from this module's own place:
// from the sources (api/platform/) and from the compiled server (dist/server/main.js, one
// bundle) it lies at different depths, so a fixed relative path would be wrong in one of them.
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"

const findRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir
    if (dirname(dir) === dir) throw new Error(`No package.json in ${from} or above it`)
  }
}

export const APP_ROOT: string = findRoot(import.meta.dirname)
