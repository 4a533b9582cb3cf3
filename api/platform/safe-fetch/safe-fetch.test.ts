import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { gzipSync } from "node:zlib"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { Unacceptable } from "#engine/domain-errors.ts"
import * as Messages from "#schemas/messages.ts"
import { sizeText } from "#schemas/size-text.ts"

import { isPublicAddress } from "./addresses.ts"
import { makeSafeFetch } from "./safe-fetch.ts"

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, shared, reserved and IPv4-carrying IPv6 forms", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "fd00::1",
      "fe80::1%eth0",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it("takes public addresses", () => {
    for (const address of ["93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "[2a00:1450:4001:80b::200e]"])
      expect(isPublicAddress(address), address).toBe(true)
  })
})

describe("safeFetch", () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x")
      if (url.pathname === "/page") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>Crème brûlée</p>")
      if (url.pathname === "/latin1")
        return res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" }).end(Buffer.from([0x63, 0x72, 0xe8, 0x6d, 0x65]))
      if (url.pathname === "/hop") return res.writeHead(302, { location: "/page" }).end()
      if (url.pathname === "/loop") return res.writeHead(301, { location: "/loop" }).end()
      if (url.pathname === "/to-loopback") return res.writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/page` }).end()
      if (url.pathname === "/to-file") return res.writeHead(302, { location: "file:///etc/passwd" }).end()
      if (url.pathname === "/huge") {
        // Says nothing of its length, and never ends by itself: the reader must stop it.
        res.writeHead(200, { "content-type": "text/html" })
        const chunk = "x".repeat(64 * 1024)
        const write = () => {
          while (res.write(chunk));
          res.once("drain", write)
        }
        res.on("close", () => res.removeAllListeners("drain"))
        return write()
      }
      if (url.pathname === "/declared-huge") return res.writeHead(200, { "content-length": String(50 * 1024 * 1024) }).end()
      if (url.pathname === "/bomb") return res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(4 * 1024 * 1024)))
      if (url.pathname === "/slow") {
        res.writeHead(200, { "content-type": "text/html" })
        return res.write("<p>the rest never comes")
      }
      if (url.pathname === "/missing") return res.writeHead(404).end("gone")
      res.writeHead(500).end()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://localhost:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const guarded = makeSafeFetch({ allowPrivate: false })
  const open = makeSafeFetch({ allowPrivate: true })

  const refusal = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Unacceptable)
    return error as Unacceptable
  }

  it("reads a page and its charset, following a redirect, when private addresses are allowed", async () => {
    const page = await open(`${base}/hop`)
    expect(page.url).toBe(`${base}/page`)
    expect(page.mediaType).toBe("text/html")
    expect(page.text()).toBe("<p>Crème brûlée</p>")
    expect((await open(`${base}/latin1`)).text()).toBe("crème")
  })

  it("refuses a name that resolves to a private address, and a literal one, when they are not allowed", async () => {
    const byName = await refusal(guarded(`${base}/page`))
    expect(byName).toMatchObject({ message: Messages.fetchPrivateAddress, code: "fetch_private" })
    const literal = await refusal(guarded(`http://127.0.0.1:1/page`))
    expect(literal.code).toBe("fetch_private")
    expect((await refusal(guarded("http://[::1]:1/"))).code).toBe("fetch_private")
    expect((await refusal(guarded("http://169.254.169.254/latest/meta-data/"))).code).toBe("fetch_private")
  })

  it("checks every address a name resolves to", async () => {
    const mixed = makeSafeFetch(
      { allowPrivate: false },
      {
        resolve: async () => [
          { address: "93.184.215.14", family: 4 },
          { address: "10.0.0.7", family: 4 },
        ],
      },
    )
    expect((await refusal(mixed("http://mixed.example/"))).code).toBe("fetch_private")
  })

  it("checks every redirect's target again", async () => {
    // Only the test server's own address passes here, as a public one would: its redirect to
    // another loopback address is refused before any connection.
    const onlyTheTestServer = makeSafeFetch({ allowPrivate: false }, { allowed: (address) => address === "127.0.0.1" })
    expect((await onlyTheTestServer(`${base}/hop`)).text()).toBe("<p>Crème brûlée</p>")
    const redirected = await refusal(onlyTheTestServer(`${base}/to-loopback`))
    expect(redirected).toMatchObject({ message: Messages.fetchPrivateAddress, code: "fetch_private" })
    expect((await refusal(open(`${base}/to-file`))).message).toBe(Messages.fetchAddressInvalid)
    expect((await refusal(open(`${base}/loop`))).message).toBe(Messages.fetchTooManyRedirects)
  })

  it("refuses addresses that are not http(s) or carry credentials", async () => {
    for (const address of ["ftp://example.org/", "file:///etc/passwd", "http://user:pw@example.org/", "not a url", "javascript:alert(1)"])
      expect((await refusal(guarded(address))).message, address).toBe(Messages.fetchAddressInvalid)
  })

  it("stops a huge page, a declared huge one and a decompression bomb at the size limit", async () => {
    const limit = { maxBytes: 1024 * 1024 }
    for (const path of ["/huge", "/declared-huge", "/bomb"]) {
      const error = await refusal(open(`${base}${path}`, limit))
      expect(error.message, path).toBe(Messages.fetchTooLarge(sizeText(1024 * 1024)))
    }
  })

  it("gives up on a slow page at the time limit", async () => {
    const error = await refusal(open(`${base}/slow`, { timeoutMs: 300 }))
    expect(error).toMatchObject({ message: Messages.fetchTimedOut, code: "fetch_timeout" })
  })

  it("says when a page answers with an error or cannot be reached", async () => {
    expect((await refusal(open(`${base}/missing`))).message).toBe(Messages.fetchStatus(404))
    expect((await refusal(open("http://127.0.0.1:1/"))).message).toBe(Messages.fetchUnreachable)
  })
})
