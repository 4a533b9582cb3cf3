// Runs a command under another Node.js major, installed from the npm registry's `node`
// package into node_modules/.cache (nothing is downloaded from anywhere else):
//   npx tsx scripts/on-node.ts 24 vitest run test/api
// The command's first word is "node", a binary of node_modules/.bin or a script path; the
// rest are its arguments. Exits with the command's status.
import { spawn, spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

const [major, command, ...args] = process.argv.slice(2)
if (!major || !/^\d+$/.test(major) || !command) {
  console.error("usage: tsx scripts/on-node.ts <major> <command> [args…]")
  process.exit(2)
}

const root = resolve(import.meta.dirname, "..")
const prefix = join(root, "node_modules", ".cache", `node${major}`)
const nodeBin = join(prefix, "node_modules", "node", "bin", "node")

const installedMajor = (): string | undefined => {
  try {
    return JSON.parse(readFileSync(join(prefix, "node_modules", "node", "package.json"), "utf8")).version.split(".")[0]
  } catch {
    return undefined
  }
}

if (installedMajor() !== major || !existsSync(nodeBin)) {
  console.error(`Installing Node.js ${major} from the npm registry into ${prefix}…`)
  const npm = process.platform === "win32" ? "npm.cmd" : "npm"
  const installed = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix, `node@${major}`], { stdio: "inherit" })
  if (installed.status !== 0 || !existsSync(nodeBin)) {
    console.error(`Could not install Node.js ${major} from the npm registry.`)
    process.exit(1)
  }
}

// "node" is that node itself; another bare name is one of our binaries (vitest, tsx), whose
// JavaScript entry runs under it; anything else is a script path.
const argv = command === "node" ? args : [command.includes("/") ? resolve(command) : binEntry(command), ...args]
const child = spawn(nodeBin, argv, { stdio: "inherit", env: { ...process.env } })
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

function binEntry(name: string): string {
  const packageJson = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { bin?: string | Record<string, string> }
  const bin = typeof packageJson.bin === "string" ? packageJson.bin : packageJson.bin?.[name]
  if (!bin) throw new Error(`node_modules/${name} has no binary called ${name}`)
  return join(root, "node_modules", name, bin)
}
