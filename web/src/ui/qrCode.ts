// A QR code as an SVG data URL (a group's join link, the owner's authenticator key). The qrcode
// library is loaded on demand, so only a screen that shows one downloads it (never the home page).
// A data URL is an image the page's policy allows (img-src data:), drawn with no inline style.

import type * as QrCode from "qrcode"

type QrModule = typeof QrCode

/** The SVG of `text`'s QR code as a data URL for an <img>. Medium error correction survives a scuffed screen. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const loaded = (await import("qrcode")) as QrModule & { default?: QrModule }
  // The library is CommonJS: its functions may sit on the module or on its default export.
  const qr = loaded.default ?? loaded
  const svg = await qr.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
