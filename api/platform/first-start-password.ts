// First-start accounts: a configured password, or a generated one shown once so the
// operator can sign in (and then change it). A generated password is never a log record:
// at a terminal (readable logs) it is printed there; when the logs are JSON lines bound for a
// log store, it is written to a file in DATA_DIR that only this user can read, and the log
// says where.
import { appendFile, chmod, mkdir } from "node:fs/promises"
import { join } from "node:path"

import { generatePassword } from "#engine/auth/password.ts"

import type { Config } from "./config.ts"
import { defaultLogFormat, type Logger } from "./log/logger.ts"

export const FIRST_START_CREDENTIALS_FILE = "first-start-credentials.txt"

export const chosenPassword = (configured: string | undefined): { password: string; generated: boolean } =>
  configured === undefined ? { password: generatePassword(), generated: true } : { password: configured, generated: false }

/** Says a first-start account was made, and with which password (see above). */
export type Announce = (what: string, username: string, password: string | undefined) => Promise<void>

export const firstStartAnnouncer =
  (app: { readonly log: Logger; readonly config: Pick<Config, "log" | "dataDir"> }): Announce =>
  async (what, username, password) => {
    if (password === undefined) {
      app.log.info(`${what} created: username "${username}", the password from the configuration`)
      return
    }
    if ((app.config.log.format ?? defaultLogFormat()) === "pretty") {
      console.log(`${what} created: username "${username}", password "${password}" (shown only this once; change it after signing in)`)
      return
    }
    const file = join(app.config.dataDir, FIRST_START_CREDENTIALS_FILE)
    await mkdir(app.config.dataDir, { recursive: true, mode: 0o700 })
    await appendFile(file, `${what}: username "${username}", password "${password}"\n`, { mode: 0o600 })
    await chmod(file, 0o600)
    app.log.warn(
      { file },
      `${what} created: username "${username}"; its generated password is in ${file} (readable by this user only; change the password after signing in, then delete the file)`,
    )
  }
