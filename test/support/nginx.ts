// Debian's nginx on loopback for the tests, configured with the block docs/deploy.md
// documents (only its ports, certificate and upstream are replaced), with TLS from a
// certificate the test makes with openssl. Runs in the foreground of its own prefix folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { freePort } from "../api/live-nodes.ts"

export const NGINX = "/usr/sbin/nginx"
export const nginxAvailable = existsSync(NGINX)

const DEPLOY_GUIDE = fileURLToPath(new URL("../../docs/deploy.md", import.meta.url))

/** The first fenced block of `language` in the deploy guide. */
export const documentedBlock = async (language: string): Promise<string> => {
  const text = await readFile(DEPLOY_GUIDE, "utf8")
  const block = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(text)?.[1]
  if (!block) throw new Error(`docs/deploy.md has no \`\`\`${language} block`)
  return block
}

/** Replaces `from` in `text`, failing loudly when the guide no longer has it. */
const replaceIn = (text: string, from: string | RegExp, to: string): string => {
  const found = typeof from === "string" ? text.includes(from) : from.test(text)
  if (!found) throw new Error(`the documented nginx block no longer has ${String(from)}: update test/support/nginx.ts with the guide`)
  return text.replace(typeof from === "string" ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g") : new RegExp(from.source, "g"), to)
}

export interface RunningNginx {
  readonly httpsPort: number
  readonly httpPort: number
  /** The host name the certificate and server block are for. */
  readonly host: string
  stop(): Promise<void>
}

/** Starts nginx in front of the app on `appPort`. */
export const startNginx = async (appPort: number): Promise<RunningNginx> => {
  const dir = await mkdtemp(join(tmpdir(), "homestead-nginx-"))
  const host = "homestead.example"
  const httpsPort = await freePort()
  const httpPort = await freePort()
  const cert = join(dir, "cert.pem")
  const key = join(dir, "key.pem")
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
    ],
    { encoding: "utf8" },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)

  let site = await documentedBlock("nginx")
  site = replaceIn(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
  site = replaceIn(site, /^\s*listen \[::\]:\d+.*\n/m, "")
  site = replaceIn(site, "listen 80;", `listen 127.0.0.1:${httpPort};`)
  site = replaceIn(site, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
  site = replaceIn(site, `/etc/letsencrypt/live/${host}/fullchain.pem`, cert)
  site = replaceIn(site, `/etc/letsencrypt/live/${host}/privkey.pem`, key)
  // The plain-HTTP redirect names the port the test listens on.
  site = replaceIn(site, `return 301 https://${host}$request_uri;`, `return 301 https://${host}:${httpsPort}$request_uri;`)

  return { ...(await runNginx(dir, site, httpsPort)), httpsPort, httpPort, host }
}

/** Runs nginx in `dir` with `site` (server blocks) until it listens on `port`; `stop` also removes `dir`. */
const runNginx = async (dir: string, site: string, port: number): Promise<{ stop(): Promise<void> }> => {
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(join(dir, temp))
  const conf = join(dir, "nginx.conf")
  await writeFile(
    conf,
    `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
${site}
}
`,
  )
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", conf, "-e", join(dir, "error.log")], { stdio: ["ignore", "inherit", "inherit"] })
  let exited = false
  child.once("exit", () => (exited = true))
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGQUIT")
      await gone
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, () => exited)
  } catch (error) {
    const log = await readFile(join(dir, "error.log"), "utf8").catch(() => "")
    await stop()
    throw new Error(`nginx did not start: ${(error as Error).message}\n${log}`, { cause: error })
  }
  return { stop }
}

const NODES_CONFIG = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url))

export interface RunningNodesNginx {
  /** Where nginx listens (plain HTTP, as docker-compose.yml's proxy). */
  readonly url: string
  stop(): Promise<void>
}

/** Starts nginx with docker-compose.yml's configuration (deploy/nginx.conf) in front of the nodes on `appPorts`. */
export const startNodesNginx = async (appPorts: readonly number[]): Promise<RunningNodesNginx> => {
  const dir = await mkdtemp(join(tmpdir(), "homestead-nginx-nodes-"))
  const port = await freePort()
  let site = await readFile(NODES_CONFIG, "utf8")
  site = replaceIn(site, "server app:3000;", appPorts.map((p) => `server 127.0.0.1:${p};`).join("\n    "))
  site = replaceIn(site, "listen 80;", `listen 127.0.0.1:${port};`)
  const { stop } = await runNginx(dir, site, port)
  return { url: `http://127.0.0.1:${port}`, stop }
}

const waitForPort = async (port: number, exited: () => boolean): Promise<void> => {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (exited()) throw new Error("it exited")
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1")
      socket.once("connect", () => resolve(socket.end() !== undefined))
      socket.once("error", () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing listens on ${port}`)
}
