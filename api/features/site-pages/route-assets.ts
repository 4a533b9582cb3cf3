// Which built files each lazily loaded page needs, read from the built entry chunk: Vite
// lists every dynamic import's chunks and stylesheets in `__vite__mapDeps`. The served page
// asks for them with the HTML, instead of after the entry script has run (one round trip
// less before the page's content shows). A build this cannot read gives no hints, nothing worse.

export interface BuiltFile {
  readonly identity: { readonly body: Buffer }
}

/** Page component (the lazy import's export name) → its files as URL paths ("/assets/…"). */
export type RouteAssets = (page: string) => readonly string[]

const NONE: RouteAssets = () => []

export const readRouteAssets = (files: ReadonlyMap<string, BuiltFile>): RouteAssets => {
  const index = files.get("/index.html")?.identity.body.toString("utf8")
  const entryPath = index && /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1]
  const entry = entryPath ? files.get(entryPath)?.identity.body.toString("utf8") : undefined
  if (!entry) return NONE
  const list = /m\.f=\[([^\]]*)\]/.exec(entry)?.[1]
  if (list === undefined) return NONE
  const deps = [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => `/${m[1]!.replace(/^\//, "")}`)

  // chunk → its files, from `import("./chunk.js"),__vite__mapDeps([i, …])`
  const byChunk = new Map<string, string[]>()
  for (const m of entry.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)[^]{0,120}?__vite__mapDeps\(\[([\d,\s]*)\]\)/g)) {
    const files = m[2]!
      .split(",")
      .filter((s) => s.trim() !== "")
      .map((i) => deps[Number(i)])
      .filter((f): f is string => f !== undefined)
    byChunk.set(`/assets/${m[1]!}`, files)
  }

  // page name → the chunk that exports it (export names survive minification: pages are imported by name)
  const byPage = new Map<string, readonly string[]>()
  for (const [chunk, chunkFiles] of byChunk) {
    const code = files.get(chunk)?.identity.body.toString("utf8") ?? ""
    for (const m of code.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of m[1]!.split(",")) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim()
        if (/^[A-Z]\w*$/.test(name) && !byPage.has(name)) byPage.set(name, chunkFiles)
      }
    }
  }
  return (page) => byPage.get(page) ?? []
}

const FIRST_SCRIPT_SOURCE = "src/hydrate-later.ts"

/**
 * The built file of web/src/hydrate-later.ts, the first script of a server-rendered page ("/assets/…"), from
 * the build's manifest (static-site.ts reads it); undefined without one (the page then asks for its scripts at once).
 */
export const readFirstScript = (manifestJson: string | undefined): string | undefined => {
  try {
    const manifest = JSON.parse(manifestJson ?? "{}") as Record<string, { file?: unknown }>
    const file = manifest[FIRST_SCRIPT_SOURCE]?.file
    return typeof file === "string" ? `/${file}` : undefined
  } catch {
    return undefined
  }
}
