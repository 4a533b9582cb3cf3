// A post's mail as a subscriber reads it away from the site: every link and image absolute, the
// title escaped in the HTML, paragraphs kept in the text, and the one-click unsubscribe headers.
import { describe, expect, it } from "vitest"

import { alreadySubscribedMail, confirmationMail, postMail, subscriberLinks } from "./mails.ts"

const SITE = { name: "Maple Lane", origin: "https://maple-lane.example" }
const LINKS = subscriberLinks(SITE.origin, "sub.token")
const POST = {
  id: "p1",
  title: "Beans & <peas>",
  body: '<p>See <a href="/recipes/bean-soup">the soup</a>.</p><p>Next <img src="/media/abc/public.webp" alt="beans"> row.</p><p><a href="https://elsewhere.example/x">There</a></p>',
  images: ["/media/def/public.webp"],
  slug: "beans-peas",
}

describe("a post's mail", () => {
  const mail = postMail(SITE, { email: "reader@example.org", subscriberId: "sub", language: "en" as const }, POST, LINKS)

  it("links everything by absolute URL and keeps the body's words in paragraphs", () => {
    expect(mail.to).toBe("reader@example.org")
    expect(mail.subject).toBe("Beans & <peas>")
    expect(mail.text).toContain("See the soup.\n\nNext row.\n\nThere")
    expect(mail.text).toContain("https://maple-lane.example/media/def/public.webp")
    expect(mail.text).toContain("Read it on Maple Lane: https://maple-lane.example/journal/beans-peas")
    expect(mail.html).toContain('href="https://maple-lane.example/recipes/bean-soup"')
    expect(mail.html).toContain('src="https://maple-lane.example/media/abc/public.webp"')
    expect(mail.html).toContain('href="https://elsewhere.example/x"')
    expect(mail.html).toContain('<img src="https://maple-lane.example/media/def/public.webp"')
    expect(mail.html).toContain("<title>Beans &amp; &lt;peas&gt;</title>")
    expect(mail.html).not.toContain("<peas>")
  })

  it("carries a visible unsubscribe link and the one-click headers, and the same Message-ID on every try", () => {
    expect(mail.text).toContain(`unsubscribe here:\n${LINKS.page}`)
    expect(mail.html).toContain(`<a href="${LINKS.page}">Unsubscribe</a>`)
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://maple-lane.example/api/journal-mail/unsubscribe?token=sub.token>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
    expect(mail.messageId).toBe("<post-p1.sub@maple-lane.example>")
    expect(postMail(SITE, { email: "reader@example.org", subscriberId: "sub", language: "en" as const }, POST, LINKS).messageId).toBe(mail.messageId)
  })
})

describe("a mail in the subscriber's language", () => {
  it("writes a post's frame in Spanish for one who subscribed in Spanish, the owner's post as written", () => {
    const mail = postMail(SITE, { email: "lectora@example.org", subscriberId: "sub", language: "es" }, POST, LINKS)
    expect(mail.subject).toBe("Beans & <peas>")
    expect(mail.text).toContain("See the soup.")
    expect(mail.text).toContain("Fotos:\nhttps://maple-lane.example/media/def/public.webp")
    expect(mail.text).toContain("Léela en Maple Lane: https://maple-lane.example/journal/beans-peas")
    expect(mail.text).toContain(`Recibes esto porque te suscribiste a Maple Lane. Para dejar de recibirlo, date de baja aquí:\n${LINKS.page}`)
    expect(mail.html).toContain(`<a href="${LINKS.page}">Darse de baja</a>`)
    expect(mail.text).not.toMatch(/Read it on|unsubscribe here/)
  })

  it("confirms and answers a repeat in the language asked in, English as the product says it", () => {
    expect(confirmationMail(SITE, "a@example.org", "https://maple-lane.example/subscription#confirm=t", "en")).toEqual({
      to: "a@example.org",
      subject: "Confirm your subscription to Maple Lane",
      text: [
        "Someone (we hope you) asked to receive the new posts of Maple Lane by email.",
        "",
        "Confirm your subscription here (the link works for 7 days):",
        "https://maple-lane.example/subscription#confirm=t",
        "",
        "If you did not ask, ignore this email: you will get nothing more from us.",
      ].join("\n"),
    })
    const es = confirmationMail(SITE, "a@example.org", "https://maple-lane.example/subscription#confirm=t", "es")
    expect(es.subject).toBe("Confirma tu suscripción a Maple Lane")
    expect(es.text).toContain("Confirma aquí tu suscripción (el enlace vale durante 7 días):\nhttps://maple-lane.example/subscription#confirm=t")
    expect(alreadySubscribedMail(SITE, "a@example.org", LINKS, "es")).toMatchObject({
      subject: "Ya estás suscrito a Maple Lane",
      text: expect.stringContaining(`Para dejar de recibirlas, date de baja aquí:\n${LINKS.page}`),
    })
  })
})
