// Helpers of the SEO tests: a strict little XML reader (well-formedness, entities, one
// root) and readers for the tags and JSON-LD in a served page.

export interface XmlElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  readonly children: XmlElement[]
  /** The element's own text, entities decoded. */
  text: string
}

const NAME = /^[A-Za-z_][\w.:-]*/
const decode = (raw: string, at: number): string =>
  raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`Bare & at ${at}`)
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
    if (ref in named) return named[ref]!
    const m = /^#(x[0-9a-fA-F]+|\d+)$/.exec(ref)
    if (!m) throw new Error(`Unknown entity &${ref}; at ${at}`)
    return String.fromCodePoint(m[1]![0] === "x" ? parseInt(m[1]!.slice(1), 16) : parseInt(m[1]!, 10))
  })

/** Parses a whole XML document or throws saying where it is broken. */
export const parseXml = (xml: string): XmlElement => {
  let i = 0
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i}: ${JSON.stringify(xml.slice(i, i + 40))}`)
  }
  const skipMisc = () => {
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(i))![0].length
      i += ws
      if (xml.startsWith("<?", i)) {
        const end = xml.indexOf("?>", i)
        if (end < 0) fail("Unclosed declaration")
        i = end + 2
      } else if (xml.startsWith("<!--", i)) {
        const end = xml.indexOf("-->", i)
        if (end < 0) fail("Unclosed comment")
        i = end + 3
      } else return
    }
  }
  const element = (): XmlElement => {
    if (xml[i] !== "<") fail("Expected an element")
    i++
    const name = NAME.exec(xml.slice(i))?.[0] ?? fail("Bad element name")
    i += name.length
    const attributes: Record<string, string> = {}
    for (;;) {
      i += /^\s*/.exec(xml.slice(i))![0].length
      if (xml.startsWith("/>", i)) {
        i += 2
        return { name, attributes, children: [], text: "" }
      }
      if (xml[i] === ">") {
        i++
        break
      }
      const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(xml.slice(i)) ?? fail("Bad attribute")
      if (attr[1]! in attributes) fail("Repeated attribute")
      attributes[attr[1]!] = decode(attr[3] ?? attr[4] ?? "", i)
      i += attr[0].length
    }
    const node: XmlElement = { name, attributes, children: [], text: "" }
    for (;;) {
      const next = xml.indexOf("<", i)
      if (next < 0) fail(`Unclosed <${name}>`)
      const raw = xml.slice(i, next)
      if (raw.includes(">") && raw.includes("]]>")) fail("]]> in text")
      node.text += decode(raw, i)
      i = next
      if (xml.startsWith("</", i)) {
        const close = new RegExp(`^</${name.replace(/[.:-]/g, "\\$&")}\\s*>`).exec(xml.slice(i)) ?? fail(`Expected </${name}>`)
        i += close[0].length
        return node
      }
      if (xml.startsWith("<![CDATA[", i)) {
        const end = xml.indexOf("]]>", i)
        if (end < 0) fail("Unclosed CDATA")
        node.text += xml.slice(i + 9, end)
        i = end + 3
      } else if (xml.startsWith("<!--", i)) {
        const end = xml.indexOf("-->", i)
        if (end < 0) fail("Unclosed comment")
        i = end + 3
      } else node.children.push(element())
    }
  }
  skipMisc()
  const root = element()
  skipMisc()
  if (i !== xml.length) fail("Content after the root element")
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(xml)) throw new Error("Control character in XML")
  return root
}

export const childrenNamed = (node: XmlElement, name: string): XmlElement[] => node.children.filter((c) => c.name === name)
export const childText = (node: XmlElement, name: string): string | undefined => childrenNamed(node, name)[0]?.text

const decodeHtmlAttr = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!)

/** The page's head as a reader sees it: title, meta tags by name/property, links, JSON-LD blocks. */
export const readHead = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"))
  const meta = new Map<string, string[]>()
  for (const m of head.matchAll(/<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)) {
    meta.set(m[2]!, [...(meta.get(m[2]!) ?? []), decodeHtmlAttr(m[3]!)])
  }
  const links = [...head.matchAll(/<link\s+rel="([^"]+)"(?:\s+type="([^"]+)")?(?:\s+title="[^"]*")?\s+href="([^"]*)"\s*\/?>/g)].map((m) => ({
    rel: m[1]!,
    type: m[2],
    href: decodeHtmlAttr(m[3]!),
  }))
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeHtmlAttr(m[1]!))
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>)
  return { titles, title: titles[0], meta: (key: string) => meta.get(key)?.[0], metaAll: (key: string) => meta.get(key) ?? [], links, jsonLd }
}
