// The messages of the page frame every page runs (header, footer, search box, session expiry): part of the
// catalogue in messages.ts, which re-exports them, but a module of their own so that the first script of every
// page carries these few rather than the whole catalogue (a bundle cannot split one module).

// session
export const sessionExpiredAlert = "Your session has expired, please login again"
export const sessionExpiredToast = "Session expired. Please log in again."
// site
export const tagline = "Urban homesteading in the heart of Las Vegas"
// search
export const searchNoResults = (query: string) => `No results for "${query}"`
// the owner's menu (the dashboard's areas)
export const webhooksTitle = "Webhooks"
