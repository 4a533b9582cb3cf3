// The HTML the owner writes (post bodies; recipe ingredients, method steps and notes) is
// sanitised on write, in the command, before the event: what is stored is safe to render
// with innerHTML. An allowlist: formatting, lists, tables, links to http(s)/mailto or our
// own pages, and images of our own uploads. Anything else is dropped; the text of a
// dropped tag is kept, except for tags whose content is code (script, style, svg…).
import sanitizeHtml from "sanitize-html"

import { OWN_IMAGE_SRC } from "#schemas/media-limits.ts"

const DIMENSION = /^\d{1,4}$/

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "br",
    "p",
    "blockquote",
    "code",
    "pre",
    "h2",
    "h3",
    "h4",
    "hr",
    "span",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  // Images only from our own /media: no scheme at all, and OWN_IMAGE_SRC below.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped together with their content, not just their tags.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
    "xmp",
    "noembed",
    "noframes",
    "plaintext",
    "head",
  ],
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs
      // Every link gets rel=noopener noreferrer; a target other than _blank is dropped.
      return { tagName, attribs: { ...rest, ...(target === "_blank" ? { target } : {}), rel: "noopener noreferrer" } }
    },
    img: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      if (attribs.src !== undefined) kept.src = attribs.src
      if (attribs.alt !== undefined) kept.alt = attribs.alt
      if (attribs.width !== undefined && DIMENSION.test(attribs.width)) kept.width = attribs.width
      if (attribs.height !== undefined && DIMENSION.test(attribs.height)) kept.height = attribs.height
      return { tagName, attribs: kept }
    },
  },
  // An image that is not one of our uploads goes entirely (an <img> without src is noise).
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_IMAGE_SRC.test(frame.attribs.src ?? ""),
}

/** Safe HTML for a body, ingredient, step or note. */
export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, options).trim()

/** Sanitises each entry of a list and drops the ones left empty (add-to-list inputs ignore empty text). */
export const sanitizeEntries = (entries: readonly string[]): string[] => entries.map(sanitizeContentHtml).filter((entry) => entry !== "")
