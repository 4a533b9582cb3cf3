// HTTP requests from a chosen loopback address (127.0.0.2, 127.0.0.3, …): two "clients" on
// one machine, as the server sees them (Linux routes all of 127.0.0.0/8 to loopback).
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"

export interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

export const requestFrom = (
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; insecure?: boolean } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === "https:" ? httpsRequest : httpRequest
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: options.body === undefined ? options.headers : { "content-type": "application/json", ...options.headers },
        localAddress,
        // The tests' own certificate authority is not in the system's store.
        ...(options.insecure ? { rejectUnauthorized: false } : {}),
      },
      (res) => {
        let body = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => (body += chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on("error", reject)
    req.end(options.body)
  })
