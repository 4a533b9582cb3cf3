// The security headers of every answer the server writes (socket.io's own at /socket.io
// aside): what an answer carries depends only on whether it is an HTML document, whether the
// request came over https, and the hashes of the page's inline JSON-LD. The builder is pure;
// the sets below are made once, so the hot paths (fast reads, static files) only pick one.
import { createHash } from "node:crypto"

import { PLAYER_ORIGINS } from "#schemas/video-embed.ts"

import type { TransportResponse } from "../transport/port.ts"

export type Header = readonly [name: string, value: string]

export interface AnswerKind {
  /** A document a browser renders (text/html): it gets the Content-Security-Policy. */
  readonly html: boolean
  /** The request reached us over https (see request-is-https.ts): it gets HSTS. */
  readonly https: boolean
  /** CSP sources (`'sha256-…'`) of the page's JSON-LD blocks, from `jsonLdHashesIn`. */
  readonly jsonLdHashes?: readonly string[]
}

const PLAYERS = [PLAYER_ORIGINS.youtube, PLAYER_ORIGINS.vimeo]
const quotedPlayers = PLAYERS.map((origin) => `"${origin}"`).join(" ")

/**
 * Features nobody on the site uses are off for the page and every frame; the recipe page
 * keeps the screen awake, invite keys are copied to the clipboard, and a video player the
 * visitor pressed may autoplay, play protected media, go fullscreen or picture-in-picture.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self " + quotedPlayers + ")",
  "browsing-topics=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=(self " + quotedPlayers + ")",
  "fullscreen=(self " + quotedPlayers + ")",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=(self " + quotedPlayers + ")",
  "publickey-credentials-get=()",
  "screen-wake-lock=(self)",
  "serial=()",
  "usb=()",
  "window-management=()",
  "xr-spatial-tracking=()",
].join(", ")

/** A year; no includeSubDomains, which would bind every other host under a self-hoster's domain. */
export const HSTS = "max-age=31536000"

/**
 * The page's policy: scripts and styles only from our own files (no inline script or style
 * element; the JSON-LD blocks by hash), images from our own files and data: URLs (the icon),
 * fetches and the socket.io websocket to our own origin, frames only from the two video
 * players, and no page may frame ours.
 */
export const contentSecurityPolicy = (jsonLdHashes: readonly string[] = []): string =>
  [
    "default-src 'self'",
    `script-src ${["'self'", ...jsonLdHashes].join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${PLAYERS.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

/** The headers for one kind of answer. */
export const securityHeaders = ({ html, https, jsonLdHashes = [] }: AnswerKind): Header[] => [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["permissions-policy", PERMISSIONS_POLICY],
  ...(html ? [["content-security-policy", contentSecurityPolicy(jsonLdHashes)] as const] : []),
  ...(https ? [["strict-transport-security", HSTS] as const] : []),
]

/** One kind of answer's headers for both ways a request may arrive, made once. */
export interface SecurityHeaderSet {
  readonly plain: readonly Header[]
  readonly https: readonly Header[]
}

export const securityHeaderSet = (html: boolean, jsonLdHashes: readonly string[] = []): SecurityHeaderSet => ({
  plain: securityHeaders({ html, https: false, jsonLdHashes }),
  https: securityHeaders({ html, https: true, jsonLdHashes }),
})

/** Every answer that is not an HTML document: JSON, files, feeds, images, plain-text errors. */
export const OTHER_HEADERS = securityHeaderSet(false)

/** An HTML document without inline JSON-LD (the built index.html). */
export const HTML_HEADERS = securityHeaderSet(true)

/** Every header name this module may write, so a handler's own copy is not sent twice. */
export const SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(
  [...securityHeaders({ html: true, https: true }), ...securityHeaders({ html: false, https: true })].map(([name]) => name),
)

export const writeSecurityHeaders = (res: Pick<TransportResponse, "writeHeader">, set: SecurityHeaderSet, https: boolean): void => {
  for (const [name, value] of https ? set.https : set.plain) res.writeHeader(name, value)
}

const JSON_LD = /<script\s+type=(["']?)application\/ld\+json\1\s*>([\s\S]*?)<\/script\s*>/gi

/** The CSP source of a script's exact text: base64 of the SHA-256 of its UTF-8 bytes. */
export const scriptHashSource = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The hash source of each `<script type="application/ld+json">` block in a served page, in order. */
export const jsonLdHashesIn = (html: string): string[] => [...html.matchAll(JSON_LD)].map((match) => scriptHashSource(match[2]!))

/** The header set of a whole HTML document as it will be served. */
export const htmlHeaderSetFor = (html: string): SecurityHeaderSet => {
  const hashes = jsonLdHashesIn(html)
  return hashes.length === 0 ? HTML_HEADERS : securityHeaderSet(true, hashes)
}
