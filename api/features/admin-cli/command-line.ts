// The owner's command line (`npm run admin -- <command>`, scripts/admin.ts) as a function of its
// arguments: it parses them, opens the site when a command needs it, runs the command and
// answers with the exit status; what it prints goes to `out`. A refusal is thrown as
// ToolRefused (or the domain's error) for the caller to print as one line.
import { parseArgs } from "node:util"

import { appMediaStorage } from "#api/features/media/public.ts"
import { type OpenSite, ToolRefused } from "#api/platform/cli/open-site.ts"

import { type AdminCli, makeAdminCli } from "./tools.ts"
import { passwordToSet } from "./users.ts"

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  reset-owner-password [--password P]   a new password for the site owner; every dashboard session ends
  reset-owner-two-factor                turn the owner's two-factor sign-in off (a lost authenticator)
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

const userArgument = (positionals: string[], command: string): string => {
  const user = positionals[1]
  if (!user) throw new ToolRefused(`Name the player: npm run admin -- ${command} <user>`)
  return user
}

const passwordLine = (who: string, chosen: { password: string; generated: boolean }) =>
  chosen.generated ? `New password for "${who}": ${chosen.password} (shown only this once)` : `The password of "${who}" is changed.`

/** Where a command writes: its lines, its complaints, and (on a terminal) a progress line that is rewritten. */
export interface AdminOutput {
  log(line: string): void
  error(line: string): void
  progress?(line: string | null): void
}

/** What a command is given: the opened site (to bring its read models up to date), the tools over it, and where to write. */
interface Opened {
  readonly site: OpenSite
  readonly admin: AdminCli
  readonly out: AdminOutput
}

const commands: Record<string, (opened: Opened, positionals: string[], password: string | undefined) => Promise<number>> = {
  async "reset-owner-password"({ site, admin, out }, _, password) {
    await site.catchUp()
    const chosen = passwordToSet(password)
    const owner = await admin.resetOwnerPassword(chosen.password)
    out.log(`${passwordLine(owner, chosen)} Every dashboard session has ended.`)
    return 0
  },
  async "reset-owner-two-factor"({ site, admin, out }) {
    await site.catchUp()
    const { username, changed } = await admin.resetOwnerTwoFactor()
    out.log(
      changed
        ? `Two-factor sign-in is off for "${username}": the password alone signs in. Turn it on again from the dashboard's profile.`
        : `Two-factor sign-in was not on for "${username}".`,
    )
    return 0
  },
  async "reset-password"({ admin, out }, positionals, password) {
    const chosen = passwordToSet(password)
    const who = await admin.resetQuizPassword(userArgument(positionals, "reset-password"), chosen.password)
    out.log(passwordLine(who, chosen))
    return 0
  },
  async "grant-admin"({ admin, out }, positionals) {
    const { username, changed } = await admin.setAdmin(userArgument(positionals, "grant-admin"), true)
    out.log(changed ? `"${username}" is now a quiz admin.` : `"${username}" was already a quiz admin.`)
    return 0
  },
  async "revoke-admin"({ admin, out }, positionals) {
    const { username, changed } = await admin.setAdmin(userArgument(positionals, "revoke-admin"), false)
    out.log(changed ? `"${username}" is no longer a quiz admin.` : `"${username}" was not a quiz admin.`)
    return 0
  },
  async "list-users"({ site, admin, out }) {
    await site.catchUp()
    const users = await admin.listUsers()
    const width = Math.max(8, ...users.map((u) => u.username.length))
    out.log(`${"ROLE".padEnd(7)} ${"USERNAME".padEnd(width)} ${"SINCE".padEnd(10)} EMAIL`)
    for (const u of users) out.log(`${u.kind.padEnd(7)} ${u.username.padEnd(width)} ${u.createdAt.toISOString().slice(0, 10)} ${u.email ?? ""}`.trimEnd())
    return 0
  },
  async "delete-user"({ admin, out }, positionals) {
    const who = await admin.deletePlayer(userArgument(positionals, "delete-user"))
    out.log(`The account "${who}" is deleted.`)
    return 0
  },
  async verify({ admin, out }) {
    const report = await admin.verify(out.progress && ((done) => out.progress!(`Verifying: ${done} events`)))
    out.progress?.(null)
    if (report.problems.length === 0) {
      out.log(`Checked ${report.events} events in ${report.streams} streams: no problems found.`)
      return 0
    }
    for (const line of report.problems) out.log(line)
    out.error(`Checked ${report.events} events in ${report.streams} streams: ${report.problems.length} problem(s).`)
    return 1
  },
  async stats({ site, admin, out }) {
    await site.catchUp()
    const stats = await admin.stats()
    out.log(`events      ${stats.events} in ${stats.streams} streams`)
    if (stats.firstEventAt && stats.lastEventAt)
      out.log(`written     ${stats.firstEventAt.toISOString().slice(0, 10)} to ${stats.lastEventAt.toISOString().slice(0, 10)}`)
    for (const [kind, n] of [...stats.byStreamKind].sort((a, b) => b[1] - a[1])) out.log(`  ${kind.padEnd(16)} ${n}`)
    for (const [what, n] of Object.entries(stats.counts)) out.log(`${what.padEnd(12)}${n}`)
    out.log(`media       ${stats.media.files} files, ${(stats.media.bytes / 1_048_576).toFixed(1)} MiB`)
    return 0
  },
}

/** Runs `args` (without the script's own name); `open` opens the site a command works on. */
export const runAdmin = async (args: readonly string[], open: () => Promise<OpenSite>, out: AdminOutput): Promise<number> => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { password: { type: "string" }, help: { type: "boolean", short: "h" } },
    })
  } catch (error) {
    throw new ToolRefused(`${(error as Error).message}. See: npm run admin -- --help`)
  }
  const { positionals, values } = parsed
  const command = positionals[0]
  if (values.help || !command) {
    out.log(HELP)
    return values.help ? 0 : 1
  }
  const run = commands[command]
  if (!run) throw new ToolRefused(`There is no command "${command}". See: npm run admin -- --help`)
  const site = await open()
  try {
    const admin = makeAdminCli({ store: site.store, db: site.database.db, media: appMediaStorage(site.config, site.database) })
    return await run({ site, admin, out }, positionals, values.password)
  } finally {
    await site.close()
  }
}
