// Runs a command-line tool's script with tsx the way `npm run <tool> -- <args>` does, with only
// the environment given (plus PATH), and collects what it printed and its exit status.
import { spawn } from "node:child_process"

export interface ToolRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

export const runTool = (script: string, args: readonly string[], env: Record<string, string>): Promise<ToolRun> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { PATH: process.env.PATH ?? "", HOMESTEAD_SEED: "off", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()))
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()))
    child.once("exit", (code) => resolve({ code, stdout, stderr }))
  })
