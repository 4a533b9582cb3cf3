import { fileURLToPath } from "node:url"

import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

const root = fileURLToPath(new URL("./web", import.meta.url))
const outDir = fileURLToPath(new URL("./dist/web", import.meta.url))
// The server's renderer of the same pages (`vite build --ssr`, see web/src/server-entry.tsx).
const ssrOutDir = fileURLToPath(new URL("./dist/ssr", import.meta.url))
// The API server; the dev server forwards API and socket traffic to it.
const backend = "http://localhost:3000"

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, sourcemap: true, rollupOptions: { input: "src/server-entry.tsx" } }
    : {
        outDir,
        emptyOutDir: true,
        assetsDir: "assets",
        sourcemap: true,
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
