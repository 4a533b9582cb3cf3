import { persistedSignal } from "./persisted.ts"
import type { OwnerInfo, StorageLike } from "./types.ts"

/** Owner (dashboard) auth state: `userInfo` kept in persistent storage (docs/product.md §3–4). */
export function createOwnerState(local: StorageLike) {
  const userInfo = persistedSignal<OwnerInfo>(local, "userInfo")
  return {
    userInfo: userInfo.signal,
    setCredentials(info: OwnerInfo) {
      userInfo.set(info)
    },
    /** Forgets the owner without wiping storage, e.g. when the server no longer knows the session. */
    clear() {
      userInfo.set(null)
    },
    /** Clears the owner and wipes all persistent storage, as docs/product.md §4 asks of owner logout. */
    logout() {
      userInfo.set(null)
      local.clear()
    },
  }
}
