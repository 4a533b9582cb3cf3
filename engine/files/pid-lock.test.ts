import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { FolderInUse, takePidLock } from "./pid-lock.ts"

describe("takePidLock", () => {
  const dir = mkdtempSync(join(tmpdir(), "homestead-lock-"))
  const lock = join(dir, "pg.pid")
  afterEach(() => rmSync(lock, { force: true }))

  it("takes a free lock, refuses it while held, and frees it on release", () => {
    const release = takePidLock(lock, dir)
    expect(readFileSync(lock, "utf8")).toBe(`${process.pid}\n`)
    expect(() => takePidLock(lock, dir)).toThrow(FolderInUse)
    expect(() => takePidLock(lock, dir)).toThrow(`Another Homestead process (pid ${process.pid}) is using ${dir}; stop it first`)
    release()
    expect(existsSync(lock)).toBe(false)
    takePidLock(lock, dir)()
  })

  it("takes over a lock left by a process that is gone", () => {
    // A process that has exited: its pid is free.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout
    writeFileSync(lock, `${gone}\n`)
    const release = takePidLock(lock, dir)
    expect(readFileSync(lock, "utf8")).toBe(`${process.pid}\n`)
    release()
  })
})
