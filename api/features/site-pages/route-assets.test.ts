import { describe, expect, it } from "vitest"

import { readFirstScript, readRouteAssets } from "./route-assets.ts"

const file = (text: string) => ({ identity: { body: Buffer.from(text) } })

describe("route assets", () => {
  it("reads each lazy page's chunks and stylesheets from the entry's dependency map", () => {
    const files = new Map([
      ["/index.html", file(`<script type="module" crossorigin src="/assets/index-A.js"></script>`)],
      [
        "/assets/index-A.js",
        file(
          'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/pages-B.js","assets/react-C.js","assets/pages-D.css","assets/HomePage-E.js","assets/HomePage-F.css"])))=>i.map(i=>d[i]);' +
            "s=()=>oc(()=>import(`./pages-B.js`),__vite__mapDeps([0,1,2])),h=U(()=>oc(()=>import(`./HomePage-E.js`),__vite__mapDeps([3,1,4])),`HomePage`)",
        ),
      ],
      ["/assets/pages-B.js", file("function a(){}export{a as GalleryPage,b as RecipesPage};")],
      ["/assets/HomePage-E.js", file("export{x as HomePage};")],
    ])
    const assets = readRouteAssets(files)
    expect(assets("HomePage")).toEqual(["/assets/HomePage-E.js", "/assets/react-C.js", "/assets/HomePage-F.css"])
    expect(assets("RecipesPage")).toEqual(["/assets/pages-B.js", "/assets/react-C.js", "/assets/pages-D.css"])
    expect(assets("Nowhere")).toEqual([])
  })

  it("gives no hints for a build it cannot read", () => {
    expect(readRouteAssets(new Map([["/index.html", file("<html></html>")]]))("HomePage")).toEqual([])
  })

  it("finds a rendered page's first script in the build's manifest, and nothing in a build without one", () => {
    const manifest = {
      "index.html": { file: "assets/index-A.js", isEntry: true },
      "src/hydrate-later.ts": { file: "assets/hydrate-later-B.js", isEntry: true },
    }
    expect(readFirstScript(JSON.stringify(manifest))).toBe("/assets/hydrate-later-B.js")
    expect(readFirstScript("{ not json")).toBeUndefined()
    expect(readFirstScript(undefined)).toBeUndefined()
  })
})
