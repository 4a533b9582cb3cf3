import { describe, expect, it } from "vitest"

import { DomainError, Invalid } from "../domain-errors.ts"
import { optionalVideoLink, requireVideoLink, toEmbed } from "./video-link.ts"

const ID = "dQw4w9WgXcQ"

describe("video links", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=share`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])("reads the YouTube link %s", (link) => {
    expect(toEmbed(link)).toEqual({
      provider: "youtube",
      id: ID,
      url: `https://www.youtube.com/watch?v=${ID}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    })
  })

  it.each([
    "https://vimeo.com/76979871",
    "https://www.vimeo.com/76979871?share=copy",
    "https://player.vimeo.com/video/76979871",
    "https://vimeo.com/channels/staffpicks/76979871",
  ])("reads the Vimeo link %s", (link) => {
    expect(toEmbed(link)).toEqual({
      provider: "vimeo",
      id: "76979871",
      url: "https://vimeo.com/76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
    })
  })

  it("keeps the hash of an unlisted Vimeo video", () => {
    expect(toEmbed("https://vimeo.com/76979871/ab12cd34ef")).toMatchObject({
      url: "https://vimeo.com/76979871/ab12cd34ef",
      embedUrl: "https://player.vimeo.com/video/76979871?h=ab12cd34ef&dnt=1",
    })
    expect(toEmbed("https://player.vimeo.com/video/76979871?h=ab12cd34ef")?.embedUrl).toBe("https://player.vimeo.com/video/76979871?h=ab12cd34ef&dnt=1")
  })

  it.each([
    "",
    "not a link",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "ftp://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/abc",
    "https://vimeo.com/",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    `https://www.youtube.com/watch?v=${ID}" onload="x`,
  ])("refuses %j", (link) => {
    expect(toEmbed(link)).toBeUndefined()
  })

  it("refuses unknown links on write with the message users see", () => {
    expect(() => requireVideoLink("https://example.com/v.mp4")).toThrow(new Invalid("Video links must be YouTube or Vimeo links."))
    expect(() => requireVideoLink("")).toThrow(DomainError)
    expect(optionalVideoLink("  ")).toBe("")
    expect(optionalVideoLink(`https://youtu.be/${ID}`)).toBe(`https://www.youtube.com/watch?v=${ID}`)
  })
})
