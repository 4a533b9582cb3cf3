// What the web app and a server-rendered page's first script (web/src/hydrate-later.ts) agree on. The app
// imports this module; the first script does not (the bundler would put it in a chunk both load): it reads
// these from the page's data block, which the server writes (api/features/site-pages/head.ts).

/** The window event the app dispatches once the page's content has hydrated (web/src/app/Layout.tsx). */
export const HYDRATED_EVENT = "homestead:hydrated"

/** Marks a link the app answers itself (a post's photo opens in the site's viewer): a plain link would leave the page. */
export const APP_CONTROL = "data-app-control"

/** What a press waits for the app on, before the page has hydrated: controls only the app answers, and marked links. */
export const HELD_BEFORE_HYDRATION = `button, [role="button"], input[type="checkbox"], input[type="radio"], summary, [${APP_CONTROL}]`
