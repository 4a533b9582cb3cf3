// Every word a person sees comes from the catalogue (schemas/i18n/catalogue.ts): this reads the web app's
// TypeScript with the compiler and fails on words written into the markup — JSX text, and literal strings in the
// attributes and props people read or hear (labels, titles, alternative text, placeholders, a panel's message).
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = join(import.meta.dirname, "..")

/**
 * Folders and files whose words are not in the catalogue yet, each converted and struck off in turn.
 * THIS LIST MUST END EMPTY; a converted path still listed fails the test below, so it only shrinks.
 */
const NOT_YET_CONVERTED: readonly string[] = []

/** Attributes whose text is read or heard: a literal word in one is a word outside the catalogue. */
const WORDED_ATTRIBUTES = new Set([
  "alt",
  "data-label",
  "title",
  "placeholder",
  "label",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
])
/** The product's own components' props that carry words (on an element, `loading` is the browser's). */
const WORDED_PROPS = new Set([...WORDED_ATTRIBUTES, "loading", "empty", "heading", "hint", "confirmLabel", "cancelLabel", "intro", "message"])

const isComponent = (attribute: ts.JsxAttribute) => /^[A-Z]/.test(attribute.parent.parent.tagName.getText())

const hasWord = (text: string) => /\p{L}/u.test(text)

/** The literal words an expression gives as it stands: a string, a template's text, either branch of ?:, after &&/??/||. */
function literalWords(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasWord(node.text) ? [node.text] : []
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("")
    return hasWord(parts) ? [node.getText()] : []
  }
  if (ts.isParenthesizedExpression(node)) return literalWords(node.expression)
  if (ts.isConditionalExpression(node)) return [...literalWords(node.whenTrue), ...literalWords(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalWords(node.right)
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken)
      return [...literalWords(node.left), ...literalWords(node.right)]
  }
  return []
}

interface Finding {
  readonly file: string
  readonly line: number
  readonly text: string
}

/** The words written into one file's markup. */
export function wordsOutsideCatalogue(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Finding[] = []
  const add = (node: ts.Node, text: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: text.trim().slice(0, 60) })
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWord(node.text)) add(node, node.text)
    else if (ts.isJsxAttribute(node) && (isComponent(node) ? WORDED_PROPS : WORDED_ATTRIBUTES).has(node.name.getText(sourceFile))) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value) && hasWord(value.text)) add(node, value.text)
      else if (value && ts.isJsxExpression(value) && value.expression) for (const text of literalWords(value.expression)) add(node, text)
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalWords(node.expression)) add(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const listed = (file: string) => NOT_YET_CONVERTED.some((path) => file === path || file.startsWith(`${path}/`))

describe("the catalogue holds every word", () => {
  const files = sourceFiles(ROOT).map((path) => ({ file: relative(ROOT, path), findings: wordsOutsideCatalogue(path, readFileSync(path, "utf8")) }))

  it("finds no word written into the markup outside the folders not yet converted", () => {
    const outside = files.filter((f) => !listed(f.file)).flatMap((f) => f.findings.map((x) => `${f.file}:${x.line} ${JSON.stringify(x.text)}`))
    expect(outside).toEqual([])
  })

  it("lists only folders that still have words to convert (the list shrinks to empty)", () => {
    const done = NOT_YET_CONVERTED.filter((path) => files.every((f) => !(f.file === path || f.file.startsWith(`${path}/`)) || f.findings.length === 0))
    expect(done).toEqual([])
  })

  it("takes the server's messages from an area, never from messages.ts, where a message may have no translation", () => {
    const direct = files.filter((f) => /from "#schemas\/messages\.ts"|from "[./]*schemas\/messages\.ts"/.test(readFileSync(join(ROOT, f.file), "utf8")))
    expect(direct.map((f) => f.file)).toEqual([])
  })

  it("catches JSX text, worded attributes and literal branches", () => {
    const findings = wordsOutsideCatalogue(
      "x.tsx",
      `const a = <p title="Hello" aria-label={ok ? "Yes" : label}>Hi {n} there{" again"}{ok && "fine"} <b>{t.word}</b> © 2 · ›<img loading="lazy" /><Panel loading="Wait" /></p>`,
    )
    expect(findings.map((f) => f.text)).toEqual(["Hello", "Yes", "Hi", "there", "again", "fine", "Wait"])
  })
})
