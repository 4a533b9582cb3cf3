// One process at a time on an embedded database folder: PGlite has no lock of its own, and
// two processes writing one folder would corrupt it. The lock is a file holding the owner's
// process id, made with O_EXCL; a lock whose process is gone (a crash, a SIGKILL) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"

/** Another live process holds the folder. */
export class FolderInUse extends Error {
  readonly _tag = "FolderInUse"
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`Another Homestead process (pid ${pid}) is using ${folder}; stop it first (the embedded database has one user at a time).`)
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but is another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** Takes the lock file `path` for this process; answers the release. Throws FolderInUse. */
export const takePidLock = (path: string, folder: string): (() => void) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10)
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new FolderInUse(folder, pid)
      // Left by a process that is gone: take it over.
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${path}`)
}
