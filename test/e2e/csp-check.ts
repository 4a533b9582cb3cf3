// Run before each browser test file (vitest.config.ts, setupFiles): every test ends by checking
// that no page of its suite reported a Content-Security-Policy violation (harness.ts).
import { afterEach } from "vitest"

import { checkCspViolations } from "./harness.ts"

afterEach(checkCspViolations)
