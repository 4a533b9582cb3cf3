// npm run admin -- <command>: the owner's tools for accounts and the log (`--help` lists them).
// Reads the same settings as the server. On the embedded database stop the server first (the
// folder takes one process at a time); on PostgreSQL it runs beside the server.
import { parseArgs } from "node:util"

import { type AdminCli, makeAdminCli, passwordToSet } from "#api/features/admin-cli/public.ts"
import { mediaRootOf } from "#api/features/media/public.ts"
import { type OpenSite, openSite, runTool, ToolRefused } from "#api/platform/cli/open-site.ts"

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  reset-owner-password [--password P]   a new password for the site owner; every dashboard session ends
  reset-password <user> [--password P]  a new password for a quiz player or admin
  grant-admin <user>                    make a quiz player an admin
  revoke-admin <user>                   take the admin role away
  list-users                            the owner, the quiz admins and the players
  delete-user <user>                    delete a quiz player's account
  verify                                replay every event and check what the rules promise
  stats                                 how much the site holds

Without --password a strong password is generated and printed once.
Reads DATA_DIR, DATABASE_URL and KURRENTDB_URL like the server (and a local .env).
On the embedded database stop the server first; on PostgreSQL it runs beside the server.`

const tty = process.stderr.isTTY === true
const progress = (what: string) => (done: number) => tty && process.stderr.write(`\r\x1b[2K${what}: ${done} events`)
const clearLine = () => tty && process.stderr.write("\r\x1b[2K")

const userArgument = (positionals: string[], command: string): string => {
  const user = positionals[1]
  if (!user) throw new ToolRefused(`Name the player: npm run admin -- ${command} <user>`)
  return user
}

const passwordLine = (who: string, chosen: { password: string; generated: boolean }) =>
  chosen.generated ? `New password for "${who}": ${chosen.password} (shown only this once)` : `The password of "${who}" is changed.`

/** What a command is given: the opened site (to bring its read models up to date) and the tools over it. */
interface Opened {
  readonly site: OpenSite
  readonly admin: AdminCli
}

const commands: Record<string, (opened: Opened, positionals: string[], password: string | undefined) => Promise<number>> = {
  async "reset-owner-password"({ site, admin }, _, password) {
    await site.catchUp()
    const chosen = passwordToSet(password)
    const owner = await admin.resetOwnerPassword(chosen.password)
    console.log(`${passwordLine(owner, chosen)} Every dashboard session has ended.`)
    return 0
  },
  async "reset-password"({ admin }, positionals, password) {
    const chosen = passwordToSet(password)
    const who = await admin.resetQuizPassword(userArgument(positionals, "reset-password"), chosen.password)
    console.log(passwordLine(who, chosen))
    return 0
  },
  async "grant-admin"({ admin }, positionals) {
    const { username, changed } = await admin.setAdmin(userArgument(positionals, "grant-admin"), true)
    console.log(changed ? `"${username}" is now a quiz admin.` : `"${username}" was already a quiz admin.`)
    return 0
  },
  async "revoke-admin"({ admin }, positionals) {
    const { username, changed } = await admin.setAdmin(userArgument(positionals, "revoke-admin"), false)
    console.log(changed ? `"${username}" is no longer a quiz admin.` : `"${username}" was not a quiz admin.`)
    return 0
  },
  async "list-users"({ site, admin }) {
    await site.catchUp()
    const users = await admin.listUsers()
    const width = Math.max(8, ...users.map((u) => u.username.length))
    console.log(`${"ROLE".padEnd(7)} ${"USERNAME".padEnd(width)} ${"SINCE".padEnd(10)} EMAIL`)
    for (const u of users) console.log(`${u.kind.padEnd(7)} ${u.username.padEnd(width)} ${u.createdAt.toISOString().slice(0, 10)} ${u.email ?? ""}`.trimEnd())
    return 0
  },
  async "delete-user"({ admin }, positionals) {
    const who = await admin.deletePlayer(userArgument(positionals, "delete-user"))
    console.log(`The account "${who}" is deleted.`)
    return 0
  },
  async verify({ admin }) {
    const report = await admin.verify(progress("Verifying"))
    clearLine()
    if (report.problems.length === 0) {
      console.log(`Checked ${report.events} events in ${report.streams} streams: no problems found.`)
      return 0
    }
    for (const line of report.problems) console.log(line)
    console.error(`Checked ${report.events} events in ${report.streams} streams: ${report.problems.length} problem(s).`)
    return 1
  },
  async stats({ site, admin }) {
    await site.catchUp()
    const stats = await admin.stats()
    console.log(`events      ${stats.events} in ${stats.streams} streams`)
    if (stats.firstEventAt && stats.lastEventAt)
      console.log(`written     ${stats.firstEventAt.toISOString().slice(0, 10)} to ${stats.lastEventAt.toISOString().slice(0, 10)}`)
    for (const [kind, n] of [...stats.byStreamKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(16)} ${n}`)
    for (const [what, n] of Object.entries(stats.counts)) console.log(`${what.padEnd(12)}${n}`)
    console.log(`media       ${stats.media.files} files, ${(stats.media.bytes / 1_048_576).toFixed(1)} MiB`)
    return 0
  },
}

runTool(async () => {
  let parsed
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { password: { type: "string" }, help: { type: "boolean", short: "h" } },
    })
  } catch (error) {
    throw new ToolRefused(`${(error as Error).message}. See: npm run admin -- --help`)
  }
  const { positionals, values } = parsed
  const command = positionals[0]
  if (values.help || !command) {
    console.log(HELP)
    if (!values.help) process.exitCode = 1
    return
  }
  const run = commands[command]
  if (!run) throw new ToolRefused(`There is no command "${command}". See: npm run admin -- --help`)
  const site = await openSite()
  try {
    const admin = makeAdminCli({ store: site.store, db: site.database.db, mediaRoot: mediaRootOf(site.config.dataDir) })
    process.exitCode = await run({ site, admin }, positionals, values.password)
  } finally {
    await site.close()
  }
})
