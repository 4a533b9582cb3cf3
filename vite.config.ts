import { fileURLToPath } from "node:url"

import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"

const root = fileURLToPath(new URL("./web", import.meta.url))
const outDir = fileURLToPath(new URL("./dist/web", import.meta.url))
// The server's renderer of the same pages (`vite build --ssr`, see web/src/server-entry.tsx).
const ssrOutDir = fileURLToPath(new URL("./dist/ssr", import.meta.url))
// The API server; the dev server forwards API and socket traffic to it.
const backend = "http://localhost:3000"

/**
 * The web app manifest (the site installs as an app) and the offline worker, built from web/src/offline/sw.ts
 * with the list of built files it keeps (docs/architecture.md, "Offline recipes").
 */
const offline = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/offline",
  filename: "sw.ts",
  // The app registers it itself (web/src/offline/register.ts), with no script of the plugin's in the page.
  injectRegister: false,
  manifest: {
    name: "Homestead",
    short_name: "Homestead",
    description: "Urban homesteading: journal, recipes, videos, photos and a quiz game.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#6b4a2b",
    background_color: "#f7f0e3",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  },
  injectManifest: {
    // The app's scripts and styles, the shell and the theme script (the plugin adds the manifest and its
    // icons); not source maps, not the build's own manifest (its folder is not served).
    globPatterns: ["**/*.{js,css,html}"],
    globIgnores: [".vite/**", "sw.js"],
    // Hashed names change with their content: fetched as they are, never with a revision parameter.
    dontCacheBustURLsMatching: /^assets\//,
  },
})

/**
 * React Router publishes its production build beside the development one but names only the latter in its
 * exports; a build uses the production one, whose development warnings (and their code) are off.
 */
const reactRouterProduction = fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url))

export default defineConfig(({ isSsrBuild, command }) => ({
  root,
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: isSsrBuild ? [react()] : [react(), offline],
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, sourcemap: true, rollupOptions: { input: "src/server-entry.tsx" } }
    : {
        outDir,
        emptyOutDir: true,
        assetsDir: "assets",
        // Maps are written for whoever debugs a build, but the scripts do not name them: each such line is bytes on
        // every script a visitor loads (about 0.4 KB brotli of the home page's budget), for tools a visitor never opens.
        sourcemap: "hidden",
        // The entry's stylesheet holds the public site's styles (web/src/site-pages/styles.ts); the quiz's, the
        // dashboard's and the coach's come with their chunks.
        cssCodeSplit: true,
        // The server finds the built name of the server-rendered pages' first script here (api/features/site-pages/route-assets.ts; the folder is not served).
        manifest: true,
        rollupOptions: { input: { index: `${root}/index.html`, "hydrate-later": `${root}/src/hydrate-later.ts` } },
      },
  // The server bundle carries its own copies of the web packages (development dependencies, not installed in production).
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/api": { target: backend, changeOrigin: true },
      "/media": { target: backend, changeOrigin: true },
      "/socket.io": { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: backend, changeOrigin: true },
      "/media": { target: backend, changeOrigin: true },
      "/socket.io": { target: backend, changeOrigin: true, ws: true },
    },
  },
}))
