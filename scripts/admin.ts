// npm run admin -- <command>: the owner's tools for accounts and the log (`--help` lists them;
// api/features/admin-cli/command-line.ts). Reads the same settings as the server. On the embedded
// database stop the server first (the folder takes one process at a time); on PostgreSQL it
// runs beside the server.
import { runAdmin } from "#api/features/admin-cli/public.ts"
import { openSite, runTool } from "#api/platform/cli/open-site.ts"

const tty = process.stderr.isTTY === true

runTool(async () => {
  process.exitCode = await runAdmin(process.argv.slice(2), () => openSite(), {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
    ...(tty ? { progress: (line: string | null) => process.stderr.write(line === null ? "\r\x1b[2K" : `\r\x1b[2K${line}`) } : {}),
  })
})
