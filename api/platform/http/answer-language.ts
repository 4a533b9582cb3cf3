// The API's words in the visitor's language: an answer's `message` is written in English where a feature makes
// it, and put in the request's language here, at the edge, when it is one of the catalogue's fixed messages
// (schemas/i18n/catalogues.ts). The language follows the pages' rule without the address: the remembered
// choice (the `lang` cookie), else Accept-Language, else English.
import { translated } from "#schemas/i18n/catalogues.ts"
import { pickLanguage } from "#schemas/i18n/language.ts"

type WebHandler = (request: Request) => Promise<Response>

/** A message the server writes itself, before or without a handler (a body too large, a shutdown), in the request's language. */
export const inLanguageOf = (headers: { get(name: string): string | null | undefined }, message: string): string =>
  translated(message, pickLanguage({ cookie: headers.get("cookie") ?? undefined, acceptLanguage: headers.get("accept-language") ?? undefined }))

/** Answers carrying a message are small; a larger JSON answer (a list, a page's data) is sent as it is, unread. */
const MAX_READ_BYTES = 4096

export const answerInLanguage =
  (handler: WebHandler): WebHandler =>
  async (request) => {
    const response = await handler(request)
    const language = pickLanguage({ cookie: request.headers.get("cookie") ?? undefined, acceptLanguage: request.headers.get("accept-language") ?? undefined })
    if (language === "en" || !response.headers.get("content-type")?.startsWith("application/json")) return response
    const length = Number(response.headers.get("content-length") ?? Number.NaN)
    if (!(length <= MAX_READ_BYTES)) return response
    const text = await response.text()
    const rebuilt = (body: string) => {
      const headers = new Headers(response.headers)
      headers.delete("content-length")
      headers.append("vary", "Accept-Language, Cookie")
      return new Response(body, { status: response.status, statusText: response.statusText, headers })
    }
    try {
      const body = JSON.parse(text) as unknown
      if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
        const message = translated(body.message, language)
        if (message !== body.message) return rebuilt(JSON.stringify({ ...body, message }))
      }
    } catch {
      // Not JSON after all: sent as it came.
    }
    return rebuilt(text)
  }
