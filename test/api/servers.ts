// The real server over a real socket, on each storage mode: PGlite in a temp DATA_DIR,
// and a fresh schema on the test PostgreSQL server (DATABASE_URL).
import type { Env } from "#api/platform/config.ts"
import type { Logger } from "#api/platform/log/logger.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"

export interface ServerMode {
  readonly name: "pglite" | "postgres"
  start(env?: Env, options?: { log?: Logger }): Promise<TestServer>
}

export const serverModes: readonly ServerMode[] = [
  { name: "pglite", start: (env = {}, options = {}) => startTestServer(env, { site: false, ...options }) },
  {
    name: "postgres",
    async start(env = {}, options = {}) {
      const { url, drop } = await freshPostgresUrl()
      const server = await startTestServer({ ...env, DATABASE_URL: url }, { site: false, ...options })
      return {
        ...server,
        dispose: async () => {
          await server.dispose()
          await drop()
        },
      }
    },
  },
]

export interface Answer {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

/** A JSON call; `body` may be a string to send it as is. */
export const call = async (
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = { ...options.headers }
  let body: string | undefined
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body)
    headers["content-type"] ??= "application/json"
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
