// The application's name and version, from package.json, for backup manifests.
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { APP_ROOT } from "#api/platform/app-root.ts"

const pkg = JSON.parse(readFileSync(join(APP_ROOT, "package.json"), "utf8")) as { name: string; version: string }

export const APP_NAME: string = pkg.name
export const APP_VERSION: string = pkg.version
