// Starts the real server on a free port over a fresh DATA_DIR and a small fake dist/web,
// so API tests exercise the whole HTTP stack without a Vite build.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { type RunningServer, type SiteOptions, startSite } from "#api/compose.ts"
import { type Env, loadConfigOrThrow } from "#api/platform/config.ts"
import type { Logger } from "#api/platform/log/logger.ts"

import { seedDataDir } from "./pglite-template.ts"

export const FIXTURE_ASSET = "/assets/index-Bq3xT9aZ.js"

/** A long enough script that brotli and gzip both pay off. */
export const fixtureScript = Array.from({ length: 200 }, (_, i) => `export const value${i} = "homestead ${i}";`).join("\n")

export const fixtureIndexHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Homestead</title>
<script type="module" src="${FIXTURE_ASSET}"></script></head>
<body><div id="root"></div>${"<!-- padding so the page is worth compressing -->\n".repeat(20)}</body></html>
`

export const writeFixtureSite = async (dir: string): Promise<void> => {
  await mkdir(join(dir, "assets"), { recursive: true })
  await writeFile(join(dir, "index.html"), fixtureIndexHtml)
  await writeFile(join(dir, FIXTURE_ASSET.slice(1)), fixtureScript)
  await writeFile(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n")
}

export interface TestServer extends RunningServer {
  readonly dataDir: string
  /** Closes the server and removes its temporary folders. */
  dispose(): Promise<void>
}

/** `dataDir` opens an existing folder (kept on dispose); by default a fresh one is made and removed. */
export const startTestServer = async (
  env: Env = {},
  options: { site?: boolean; log?: Logger; dataDir?: string; fetchNetwork?: SiteOptions["fetchNetwork"] } = {},
): Promise<TestServer> => {
  const root = await mkdtemp(join(tmpdir(), "homestead-server-"))
  const dataDir = options.dataDir ?? join(root, "data")
  const staticDir = join(root, "web")
  if (options.site !== false) await writeFixtureSite(staticDir)
  // HTTP_TRANSPORT from the test run's environment picks the transport (CI runs both).
  // Warnings and errors only, unless the run asks for more (LOG_LEVEL=info shows each request).
  const config = loadConfigOrThrow({
    HOMESTEAD_SEED: "off",
    HTTP_TRANSPORT: process.env.HTTP_TRANSPORT,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Tests register many players from one address; the registration limit has tests of its own.
    REGISTRATIONS_PER_HOUR: "100000",
    ...env,
    DATA_DIR: dataDir,
  })
  // A fresh folder gets a copy of a database with its tables made, rather than making one (pglite-template.ts).
  if (options.dataDir === undefined) await seedDataDir(dataDir, config.databaseUrl)
  const server = await startSite(config, { port: 0, staticDir, log: options.log, fetchNetwork: options.fetchNetwork })
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await server.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}
