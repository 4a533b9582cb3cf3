// `npm run build`: the web app (dist/web, with each file's brotli and gzip copies beside it, so
// the server need not compress them at start), its server renderer (dist/ssr, both by Vite)
// and the server itself (dist/server: api/main.ts and the embedded database's worker, bundled
// by esbuild into plain JavaScript that node runs without a TypeScript loader; the
// `#schemas/*`-style imports are resolved into the bundle). Last, the stamp that lets
// `npm start` skip all this while the sources stay as they are (scripts/build-stamp.js).
import { spawnSync } from "node:child_process"
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import { build, type Plugin } from "esbuild"

import { precompressSite } from "#api/platform/http/static-site.ts"

import { inputsHash, ROOT, STAMP } from "./build-stamp.js"

// Hashed before anything is read, so an edit made while the build runs is seen by the next start.
const hash = inputsHash()
rmSync(STAMP, { force: true })

const vite = join(ROOT, "node_modules", ".bin", "vite")
for (const args of [["build"], ["build", "--ssr"]]) {
  const { status } = spawnSync(vite, args, { cwd: ROOT, stdio: "inherit" })
  if (status !== 0) process.exit(status ?? 1)
}

const webDir = join(ROOT, "dist", "web")
console.log(`dist/web: ${await precompressSite(webDir)} files compressed ahead`)

/**
 * Packages stay in node_modules, but for Effect's (and the few small ones they and we build on
 * alone): loaded as hundreds of modules, they take most of a start's second; bundled, one file.
 * Nothing outside this set imports effect, so there is one copy of it.
 */
const bundled = (name: string) => name === "effect" || name.startsWith("@effect/") || ["find-my-way-ts", "multipasta", "kysely", "xstate"].includes(name)
const packageOf = (specifier: string) => specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/")
const otherPackagesExternal: Plugin = {
  name: "other-packages-external",
  setup: (context) =>
    context.onResolve({ filter: /^[^./#]/ }, ({ path }) => (path.startsWith("node:") || !bundled(packageOf(path)) ? { path, external: true } : undefined)),
}

// Written aside and then put in place, so a server starting meanwhile (or a failed build) finds a whole one.
const serverDir = join(ROOT, "dist", "server")
const next = join(ROOT, "dist", `.server-${process.pid}`)
await build({
  absWorkingDir: ROOT,
  // The worker beside main.js, where pglite-thread.ts looks for it (new URL("./pglite-worker.js", import.meta.url)).
  entryPoints: [
    { in: "api/main.ts", out: "main" },
    { in: "engine/sql/pglite-worker.js", out: "pglite-worker" },
  ],
  outdir: next,
  bundle: true,
  // What the server imports only when it needs it (the KurrentDB client) stays in a file of its own, loaded then.
  splitting: true,
  // Beside main.js, like the worker: a module moved into a chunk still finds ./pglite-worker.js.
  chunkNames: "[name]-[hash]",
  plugins: [otherPackagesExternal],
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  // Class and function names as written, for logged errors and stack traces.
  keepNames: true,
  logLevel: "warning",
})
const previous = join(ROOT, "dist", `.server-old-${process.pid}`)
if (existsSync(serverDir)) renameSync(serverDir, previous)
renameSync(next, serverDir)
rmSync(previous, { recursive: true, force: true })
console.log(`dist/server built`)

writeFileSync(STAMP, `${hash}\n`)
