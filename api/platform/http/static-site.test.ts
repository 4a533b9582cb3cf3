import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib"

import { describe, expect, it } from "vitest"

import { chooseEncoding, fileKey, loadStaticSite, precompressSite } from "./static-site.ts"

const both = { br: { body: Buffer.alloc(0), etag: "" }, gzip: { body: Buffer.alloc(0), etag: "" } }

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["", "identity"],
    ["gzip;q=0", "identity"],
  ])("%j → %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected)
  })

  it("never picks a variant the file lacks", () => {
    expect(chooseEncoding("br", { gzip: both.gzip })).toBe("identity")
  })
})

describe("fileKey", () => {
  it("maps / to index.html and decodes escapes", () => {
    expect(fileKey("/")).toBe("/index.html")
    expect(fileKey("/photos/my%20farm.jpg")).toBe("/photos/my farm.jpg")
  })

  it("refuses paths that climb out or are malformed", () => {
    expect(fileKey("/assets/../../etc/passwd")).toBeUndefined()
    expect(fileKey("/%2e%2e/secret")).toBeUndefined()
    expect(fileKey("/%E0%A4%A")).toBeUndefined()
  })
})

describe("loadStaticSite", () => {
  it("serves the built files but not the build's manifest, which it reads for the server", async () => {
    const root = await mkdtemp(join(tmpdir(), "homestead-site-"))
    try {
      await mkdir(join(root, "assets"))
      await mkdir(join(root, ".vite"))
      await writeFile(join(root, "index.html"), "<!doctype html><title>x</title>")
      await writeFile(join(root, "assets", "index-A.js"), "export {}")
      await writeFile(join(root, ".vite", "manifest.json"), '{"src/hydrate-later.ts":{"file":"assets/hydrate-later-B.js"}}')
      const site = (await loadStaticSite(root))!
      expect([...site.files.keys()].sort()).toEqual(["/assets/index-A.js", "/index.html"])
      expect(fileKey("/.vite/manifest.json")).toBe("/.vite/manifest.json")
      expect(site.files.get("/.vite/manifest.json")).toBeUndefined()
      expect(JSON.parse(site.manifest!)).toEqual({ "src/hydrate-later.ts": { file: "assets/hydrate-later-B.js" } })
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it("sends the copies the build compressed ahead, which are not files of their own", async () => {
    const root = await mkdtemp(join(tmpdir(), "homestead-site-"))
    try {
      await mkdir(join(root, "assets"))
      const script = `export const words = ${JSON.stringify("compressible ".repeat(200))}`
      await writeFile(join(root, "index.html"), `<!doctype html><title>x</title>${"<p>a paragraph</p>".repeat(60)}`)
      await writeFile(join(root, "assets", "index-A.js"), script)
      await writeFile(join(root, "assets", "tiny-B.js"), "export {}")
      expect(await precompressSite(root)).toBe(2) // the tiny file is not worth it
      expect(brotliDecompressSync(await readFile(join(root, "assets", "index-A.js.br"))).toString()).toBe(script)
      expect(gunzipSync(await readFile(join(root, "assets", "index-A.js.gz"))).toString()).toBe(script)
      // Other bytes than a start would make, to see that it takes the copy rather than compressing again.
      const written = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      await writeFile(join(root, "assets", "index-A.js.br"), written)

      const site = (await loadStaticSite(root))!
      expect([...site.files.keys()].sort()).toEqual(["/assets/index-A.js", "/assets/tiny-B.js", "/index.html"])
      expect(site.files.get("/assets/index-A.js")!.br!.body).toEqual(written)
      expect(site.files.get("/assets/tiny-B.js")!.br).toBeUndefined()
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
