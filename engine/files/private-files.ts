// Files only their owner may read: the data folder holds the event store (the token-signing
// secret among its rows, and in the database's write-ahead log), accounts and uploads, so no
// other account on the machine may read or even list it.
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from "node:fs"
import { join } from "node:path"
import { isMainThread } from "node:worker_threads"

/** Group and other permission bits. */
const OTHERS = 0o077

/** New files and folders of this process get no group or other permissions (a worker thread cannot set it; its process does). */
export const restrictUmask = (): void => {
  if (isMainThread) process.umask(OTHERS)
}

/** Creates `dir` (and missing parents) for its owner alone, and makes an existing one so. */
export const makePrivateDir = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
}

/** Removed while we walked: nothing left to protect. */
const unlessGone = <T>(read: () => T, gone: T): T => {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return gone
    throw error
  }
}

/**
 * Takes group and other permissions from `root` and everything under it, keeping the owner's.
 * Symbolic links are not followed (what they point to is not ours to change). Returns how many
 * entries were changed.
 */
export const tightenTree = (root: string): number => {
  let changed = 0
  const visit = (path: string) => {
    const info = unlessGone<Stats | undefined>(() => lstatSync(path), undefined)
    if (!info || info.isSymbolicLink()) return
    if (info.mode & OTHERS) {
      chmodSync(path, info.mode & 0o7777 & ~OTHERS)
      changed++
    }
    if (info.isDirectory()) for (const name of unlessGone(() => readdirSync(path), [] as string[])) visit(join(path, name))
  }
  visit(root)
  return changed
}
