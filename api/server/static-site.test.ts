import { describe, expect, it } from "vitest"

import { chooseEncoding, fileKey } from "./static-site.ts"

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
