import { memoryStorage } from "./memoryStorage.ts"
import { createOwnerState } from "./owner.ts"
import { createQuizState } from "./quiz.ts"
import { readTheme, THEME_KEY } from "./theme.ts"
import type { StorageLike } from "./types.ts"

/** A browser storage, or memory when the browser refuses access (blocked cookies, some private modes). */
function browserStorage(get: () => Storage): StorageLike {
  try {
    const storage = get()
    storage.getItem("")
    return storage
  } catch {
    return memoryStorage()
  }
}

const local = browserStorage(() => window.localStorage)
const session = browserStorage(() => window.sessionStorage)

/** The persistent storage the theme choice is kept in (theme.ts). */
export const persistentStorage: StorageLike = local

// The app's single state instances.
export const owner = createOwnerState(local)
export const quiz = createQuizState(local, session)

/** Owner logout wipes localStorage, which also holds the quiz user; keep the quiz signals in step with it. */
export function ownerLogout() {
  // The theme is how this browser shows the site, not a login: it outlives the wipe.
  const theme = readTheme(local)
  owner.logout()
  if (theme !== "system") local.setItem(THEME_KEY, theme)
  quiz.reload()
}
