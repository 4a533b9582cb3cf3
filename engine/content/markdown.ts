// Markdown the owner writes for a post, turned into the body's HTML on write: marked
// (CommonMark with GitHub's tables and strikethrough) renders it, and the same allowlist
// sanitiser as every stored HTML body decides what stays. Raw HTML in the Markdown goes
// through that sanitiser too, so Markdown can never store more than HTML could.
import { Marked } from "marked"

import { sanitizeContentHtml } from "./sanitize.ts"

const marked = new Marked({ gfm: true, breaks: false, async: false })

/** The HTML Markdown stands for, before the sanitiser has seen it. */
export const renderMarkdown = (source: string): string => marked.parse(source, { async: false })

/** Safe HTML for a post body written in Markdown. */
export const markdownToHtml = (source: string): string => sanitizeContentHtml(renderMarkdown(source))
