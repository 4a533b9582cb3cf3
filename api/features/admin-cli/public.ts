// The owner's command line (`npm run admin`, scripts/admin.ts): accounts, the log's check and
// the site's size, each over the store and read models a tool opens (platform/cli/open-site.ts).
export { runAdmin } from "./command-line.ts"
