import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it } from "vitest"

import { makePrivateDir, tightenTree } from "./private-files.ts"

const modeOf = (path: string) => statSync(path).mode & 0o7777

describe("private files", () => {
  const made: string[] = []
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), "homestead-private-"))
    made.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it("creates a folder, and any missing parents, for its owner alone", () => {
    const root = scratch()
    const dir = join(root, "a", "b")
    makePrivateDir(dir)
    expect(modeOf(dir)).toBe(0o700)
    expect(modeOf(join(root, "a"))).toBe(0o700)
  })

  it("makes an existing folder its owner's alone", () => {
    const dir = join(scratch(), "data")
    mkdirSync(dir, { mode: 0o777 })
    chmodSync(dir, 0o777)
    makePrivateDir(dir)
    expect(modeOf(dir)).toBe(0o700)
  })

  it("takes group and other permissions from everything under a folder, keeping the owner's", () => {
    const root = scratch()
    mkdirSync(join(root, "pg", "pg_wal"), { recursive: true })
    writeFileSync(join(root, "pg", "pg_wal", "000000010000000000000001"), "secret")
    writeFileSync(join(root, "pg", "PG_VERSION"), "17")
    writeFileSync(join(root, "run.sh"), "#!/bin/sh")
    for (const [path, mode] of [
      ["pg", 0o777],
      ["pg/pg_wal", 0o755],
      ["pg/pg_wal/000000010000000000000001", 0o666],
      ["pg/PG_VERSION", 0o640],
      ["run.sh", 0o775],
    ] as const) {
      chmodSync(join(root, path), mode)
    }
    chmodSync(root, 0o755)

    expect(tightenTree(root)).toBe(6)
    expect(modeOf(root)).toBe(0o700)
    expect(modeOf(join(root, "pg"))).toBe(0o700)
    expect(modeOf(join(root, "pg", "pg_wal"))).toBe(0o700)
    expect(modeOf(join(root, "pg", "pg_wal", "000000010000000000000001"))).toBe(0o600)
    expect(modeOf(join(root, "pg", "PG_VERSION"))).toBe(0o600)
    expect(modeOf(join(root, "run.sh"))).toBe(0o700)
    // Already private: nothing to do.
    expect(tightenTree(root)).toBe(0)
  })

  it("leaves what a symbolic link points to alone", () => {
    const root = scratch()
    const outside = join(scratch(), "shared.txt")
    writeFileSync(outside, "not ours to change")
    chmodSync(outside, 0o644)
    symlinkSync(outside, join(root, "link"))
    chmodSync(root, 0o700)
    expect(tightenTree(root)).toBe(0)
    expect(modeOf(outside)).toBe(0o644)
  })
})
