// The application's name and version, from package.json, for backup manifests.
import { readFileSync } from "node:fs"

const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { name: string; version: string }

export const APP_NAME: string = pkg.name
export const APP_VERSION: string = pkg.version
