// The mails the journal sends its subscribers, as pure functions of what they say: the
// confirmation link, "already subscribed", and a new post in plain text and HTML with its
// images linked by absolute URL. Every mail to a subscriber carries a visible unsubscribe link,
// and a post's mail the one-click headers of RFC 8058 (List-Unsubscribe with an https URL, and
// List-Unsubscribe-Post), which mail clients show as their own unsubscribe button. Each is written in the
// language it is given: the request's for a confirmation, the one the subscriber subscribed in for a post.
import { escapeHtml } from "#api/features/site-pages/public.ts"
import type { Mail } from "#api/platform/mail/mailer.ts"
import { stripHtml } from "#engine/content/plain-text.ts"
import { wordsIn } from "#schemas/i18n/catalogues.ts"
import type { Language } from "#schemas/i18n/language.ts"
import { postPath } from "#schemas/post-address.ts"

export interface Site {
  readonly name: string
  /** PUBLIC_URL: every link names it. */
  readonly origin: string
}

/** Links of one subscriber's mail. */
export interface SubscriberLinks {
  /** The site's page that asks "unsubscribe?" (the visible link; the token in its fragment). */
  readonly page: string
  /** The one-click POST address (List-Unsubscribe). */
  readonly oneClick: string
}

export const subscriberLinks = (origin: string, token: string): SubscriberLinks => ({
  page: `${origin}/subscription#unsubscribe=${encodeURIComponent(token)}`,
  oneClick: `${origin}/api/journal-mail/unsubscribe?token=${encodeURIComponent(token)}`,
})

/** The site's page that confirms a subscription; the token rides in the fragment, so it reaches no server's logs. */
export const confirmLink = (origin: string, token: string): string => `${origin}/subscription#confirm=${encodeURIComponent(token)}`

export const confirmationMail = (site: Site, to: string, link: string, language: Language): Mail => {
  const m = wordsIn(language, "mail")
  return {
    to,
    subject: m.confirmSubject(site.name),
    text: [m.confirmAsked(site.name), "", m.confirmHere, link, "", m.confirmIgnore].join("\n"),
  }
}

export const alreadySubscribedMail = (site: Site, to: string, links: SubscriberLinks, language: Language): Mail => {
  const m = wordsIn(language, "mail")
  return { to, subject: m.alreadySubject(site.name), text: [m.alreadyAsked(site.name), "", m.alreadyStop, links.page].join("\n") }
}

export interface MailedPost {
  readonly id: string
  readonly title: string
  /** Sanitised on write. */
  readonly body: string
  readonly images: readonly string[]
  readonly slug: string
}

/** The site's own paths in a post's HTML made absolute, for a mail read away from the site. */
const absolutePaths = (html: string, origin: string): string => html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${origin}/`)

const absolute = (origin: string, path: string): string => new URL(path, `${origin}/`).href

/** Paragraphs of plain text out of stored HTML. */
const paragraphs = (html: string): string[] =>
  html
    .replace(/<br\s*\/?>|<\/?(p|div|li|h[1-6]|tr|blockquote|pre|figure|ul|ol|table)\b[^>]*>/gi, "\u0000")
    .split("\u0000")
    .map(stripHtml)
    .filter((text) => text !== "")

/** A new post for one subscriber; its Message-ID is the same on every try, so a receiver may drop a repeat. */
export const postMail = (
  site: Site,
  to: { readonly email: string; readonly subscriberId: string; readonly language: Language },
  post: MailedPost,
  links: SubscriberLinks,
): Mail => {
  const m = wordsIn(to.language, "mail")
  const url = absolute(site.origin, postPath(post.slug))
  const images = post.images.map((image) => absolute(site.origin, image))
  const text = [
    post.title,
    "",
    ...paragraphs(post.body).flatMap((p) => [p, ""]),
    ...(images.length > 0 ? [m.postPhotos, ...images, ""] : []),
    `${m.postReadOn(site.name)}: ${url}`,
    "",
    `${m.postWhy(site.name)} ${m.postStop}`,
    links.page,
  ].join("\n")
  const html = [
    "<!doctype html>",
    `<html><head><meta charset="utf-8"><title>${escapeHtml(post.title)}</title></head>`,
    '<body style="font-family:Georgia,serif;max-width:40em;margin:0 auto;padding:1em;line-height:1.5">',
    `<h1><a href="${escapeHtml(url)}">${escapeHtml(post.title)}</a></h1>`,
    absolutePaths(post.body, site.origin),
    ...images.map((image) => `<p><a href="${escapeHtml(image)}"><img src="${escapeHtml(image)}" alt="" style="max-width:100%;height:auto"></a></p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(m.postReadOn(site.name))}</a></p>`,
    `<hr><p style="font-size:small">${escapeHtml(m.postWhy(site.name))} <a href="${escapeHtml(links.page)}">${escapeHtml(m.postUnsubscribe)}</a></p>`,
    "</body></html>",
  ].join("\n")
  return {
    to: to.email,
    subject: post.title,
    text,
    html,
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    messageId: `<post-${post.id}.${to.subscriberId}@${new URL(site.origin).hostname}>`,
  }
}
