import { memoryStorage } from "./memoryStorage.ts"
import { createOwnerState } from "./owner.ts"
import { createQuizState } from "./quiz.ts"
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

// The app's single state instances.
export const owner = createOwnerState(local)
export const quiz = createQuizState(local, session)

/** Owner logout wipes localStorage, which also holds the quiz user; keep the quiz signals in step with it. */
export function ownerLogout() {
  owner.logout()
  quiz.reload()
}
