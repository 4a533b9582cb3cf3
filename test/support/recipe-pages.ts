// Recipe pages shaped like the publishers and plugins people import from, served by a local server the test
// starts: WordPress Recipe Maker (Yoast's @graph, crops of one photo, sections), Tasty Recipes, news sites'
// mainEntity, top-level arrays, instructions as one HTML text, loose JSON, old-style properties, microdata
// only (with and without HowToStep items), images named by reference, a JSON-LD file, and pages with no structure at all. Each page's
// images are served too (JPEGs with GPS in their EXIF), and one image is missing.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import { jpegWithGps } from "./test-images.ts"

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`
const page = (head: string, body = "<p>Some words about the weather.</p>") =>
  `<!doctype html><html><head><meta charset="utf-8"><title>A recipe</title>${head}</head><body><nav>Home | Recipes</nav>${body}<footer>© Blog</footer></body></html>`

export const recipePages = (base: string): Record<string, { readonly type: string; readonly body: string }> => ({
  // WordPress Recipe Maker inside Yoast's graph: four crops of one photo, a yield as a number and as words.
  "/wprm": {
    type: "text/html; charset=UTF-8",
    body: page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Organization", "@id": `${base}/#org`, name: "Prairie Kitchen" },
          { "@type": "WebPage", "@id": `${base}/wprm`, name: "Green Chile Stew" },
          { "@type": "Article", headline: "Green Chile Stew", author: { name: "Ana" } },
          {
            "@type": "Recipe",
            name: "Green Chile Stew",
            description: "A stew for cold nights &amp; long days.",
            image: [`${base}/img/stew-500x500.jpg`, `${base}/img/stew-500x375.jpg`, `${base}/img/stew-480x270.jpg`, `${base}/img/stew.jpg`],
            recipeYield: ["4", "4 servings"],
            prepTime: "PT15M",
            cookTime: "PT60M",
            totalTime: "PT1H15M",
            recipeIngredient: ["2 lb pork shoulder", "1 cup roasted green chile", "3 potatoes, diced"],
            recipeInstructions: [
              { "@type": "HowToStep", text: "Brown the pork.", name: "Brown the pork.", url: `${base}/wprm#step-1` },
              { "@type": "HowToStep", text: "Add chile &amp; potatoes; simmer 1 hour." },
            ],
            recipeCategory: ["Dinner"],
            video: { "@type": "VideoObject", name: "Stew", embedUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ" },
          },
        ],
      }),
    ),
  },
  // WPRM with instruction groups: each named section is a sub-recipe.
  "/wprm-sections": {
    type: "text/html",
    body: page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          {
            "@type": "Recipe",
            name: "Apple Pie",
            image: { "@type": "ImageObject", url: `${base}/img/pie.jpg`, width: 1200, height: 800 },
            recipeYield: "8",
            totalTime: "PT2H30M",
            recipeIngredient: ["2 ½ cups flour", "1 cup butter", "6 apples"],
            recipeInstructions: [
              {
                "@type": "HowToSection",
                name: "Crust",
                itemListElement: [
                  { "@type": "HowToStep", text: "Cut the butter into the flour." },
                  { "@type": "HowToStep", text: "Chill for an hour." },
                ],
              },
              { "@type": "HowToSection", name: "Filling", itemListElement: [{ "@type": "HowToStep", text: "Slice the apples." }] },
            ],
          },
        ],
      }),
    ),
  },
  // A graph that names its image once and points to it, in another block than the recipe's.
  "/graph-refs": {
    type: "text/html",
    body: page(
      ld({
        "@context": "https://schema.org",
        "@graph": [{ "@type": "ImageObject", "@id": `${base}/#primaryimage`, url: `${base}/img/tart.jpg`, width: 800 }],
      }) +
        ld({
          "@context": "https://schema.org",
          "@type": "Recipe",
          name: "Rhubarb Tart",
          image: { "@id": `${base}/#primaryimage` },
          recipeIngredient: ["4 stalks rhubarb"],
          recipeInstructions: [{ "@type": "HowToStep", text: "Bake." }],
        }),
    ),
  },
  // Tasty Recipes: one Recipe, an ImageObject, a yield that is not servings, prep and cook times.
  "/tasty": {
    type: "text/html",
    body: page(
      ld({
        "@context": "https://schema.org/",
        "@type": "Recipe",
        name: "Desert Sourdough Boule",
        description: "Crusty &amp; open.",
        image: [{ "@type": "ImageObject", url: `${base}/img/boule.jpg` }],
        recipeYield: "1 loaf",
        prepTime: "PT20M",
        cookTime: "PT45M",
        totalTime: "PT1H5M",
        recipeIngredient: ["500 g flour", "350 g water", "100 g starter", "10 g salt"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Mix everything." },
          { "@type": "HowToStep", text: "Bake at 250 °C for 45 minutes." },
        ],
      }),
    ),
  },
  // A news site: the recipe as the page's mainEntity, typed twice.
  "/news": {
    type: "text/html",
    body: page(
      ld({
        "@context": "http://schema.org",
        "@type": "WebPage",
        mainEntity: {
          "@type": ["Recipe", "NewsArticle"],
          name: "Sheet-Pan Chicken",
          image: "/img/chicken.jpg",
          recipeYield: "Serves 4-6",
          totalTime: "PT45M",
          recipeIngredient: ["1 chicken, cut up", "2 lemons"],
          recipeInstructions: "Heat the oven.\nRoast everything for 40 minutes.\n\nRest and serve.",
        },
      }),
    ),
  },
  // A top-level array, a relative image and a number for a yield.
  "/array": {
    type: "text/html",
    body: page(
      ld([
        { "@type": "BreadcrumbList", itemListElement: [] },
        {
          "@type": "Recipe",
          name: "Squash Soup",
          image: "img/soup.jpg",
          recipeYield: 6,
          cookTime: "PT30M",
          recipeIngredient: ["1 butternut squash", "1 onion"],
          recipeInstructions: ["Roast the squash.", "Blend with the onion."],
        },
      ]),
    ),
  },
  // Instructions as one HTML text, entities in the ingredients, a raw line break inside a string, and a
  // missing image.
  "/html-steps": {
    type: "text/html",
    body: page(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Pickled Beets",
"image":"${base}/img/missing.jpg","recipeIngredient":["&frac12; cup vinegar","3 beets &lt;small&gt;"],
"recipeInstructions":"<ol><li>Boil the beets.</li><li>Pack in jars
with the brine.</li></ol>"}</script>`,
    ),
  },
  // Old-style: `ingredients`, a prefixed type, a broken block and a breadcrumb before the recipe.
  "/old-style": {
    type: "text/html",
    body: page(
      `<script type="application/ld+json">{ not json at all</script>` +
        ld({ "@type": "BreadcrumbList" }) +
        ld({
          "@context": "http://schema.org",
          "@type": "schema:Recipe",
          name: "Hen's Egg Custard",
          ingredients: "4 eggs\n2 cups milk",
          recipeInstructions: "Whisk and bake.",
        }),
    ),
  },
  // Microdata only, an old theme's way: list items and paragraphs.
  "/microdata": {
    type: "text/html",
    body: page(
      "",
      `<article itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Cornbread</h1>
        <img itemprop="image" src="/img/cornbread.jpg" alt="">
        <meta itemprop="totalTime" content="PT35M">
        <p>Makes <span itemprop="recipeYield">9 servings</span></p>
        <ul><li itemprop="recipeIngredient">1 cup cornmeal</li><li itemprop="recipeIngredient">1 cup buttermilk</li></ul>
        <div itemprop="recipeInstructions"><p>Heat the skillet.</p><p>Pour and bake 20 minutes.</p></div>
        <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Not the recipe's name</span></div>
      </article>`,
    ),
  },
  // Microdata with HowToStep items.
  "/microdata-steps": {
    type: "text/html",
    body: page(
      "",
      `<div itemscope itemtype="https://schema.org/Recipe">
        <h2 itemprop="name">Dandelion Tea</h2>
        <span itemprop="recipeIngredient">a handful of dandelion flowers</span>
        <span itemprop="recipeIngredient">2 cups water</span>
        <ol>
          <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Rinse the flowers.</span></li>
          <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Steep 10 minutes.</span></li>
        </ol>
      </div>`,
    ),
  },
  // A JSON-LD file served as such.
  "/recipe.jsonld": {
    type: "application/ld+json",
    body: JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Rhubarb Jam",
      recipeIngredient: ["1 kg rhubarb"],
      recipeInstructions: ["Cook down."],
    }),
  },
  // No structure at all: a blog post the AI provider reads.
  "/plain": {
    type: "text/html",
    body: page(
      "",
      `<article><h1>Grandma's Nettle Soup</h1><p>Every spring we pick nettles.</p><h2>You need</h2><ul><li>4 cups nettle tops</li><li>1 potato</li></ul>
      <h2>Method</h2><p>Simmer the potato, add the nettles, blend.</p><script>var tracking = 1</script></article>`,
    ),
  },
  // Nothing to cook: the AI provider finds no recipe.
  "/no-recipe": { type: "text/html", body: page("", "<article><h1>Our new fence</h1><p>We built a fence.</p></article>") },
})

/** A local server of the recipe pages and their images, with the private addresses it is on. */
export const startRecipePages = async (): Promise<{ readonly base: string; close(): Promise<void> }> => {
  const photo = await jpegWithGps(64, 48)
  let base = ""
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname
    if (path.startsWith("/img/") && path !== "/img/missing.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo)
    if (path === "/moved") return res.writeHead(301, { location: "/tasty" }).end()
    const found = recipePages(base)[path]
    if (found === undefined) return res.writeHead(404, { "content-type": "text/plain" }).end("not here")
    res.writeHead(200, { "content-type": found.type }).end(found.body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
