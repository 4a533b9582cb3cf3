// How a test starts the server as a process of its own: the compiled server (dist/server/main.js,
// what `npm start` runs in production) when the build is current with the sources, else
// api/main.ts through tsx. `npm test` builds before the server suites, so there every spawned
// node is the compiled one, which starts without compiling a module and loads one bundle instead
// of hundreds of files through a loader; a developer who edited a source since the last build
// gets the sources, so no test runs stale code.
import { buildIsCurrent, SERVER_ENTRY } from "../../scripts/build-stamp.js"

const SOURCE_ENTRY = new URL("../../api/main.ts", import.meta.url).pathname

let compiled: boolean | undefined

/** Hashing the sources takes a moment: once per test process (the sources do not change under a run). */
const useCompiled = (): boolean => (compiled ??= buildIsCurrent())

/** Node's arguments for the server, after `nodeArgs` (flags for Node itself, e.g. `--cpu-prof`). */
export const serverArgs = (nodeArgs: readonly string[] = []): string[] =>
  useCompiled() ? [...nodeArgs, "--enable-source-maps", SERVER_ENTRY] : [...nodeArgs, "--import", "tsx", SOURCE_ENTRY]
