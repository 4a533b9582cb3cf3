// CPU time of a process on this machine (user + system, all its threads), read from /proc.
import { readFileSync } from "node:fs"

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const CLK_TCK = 100

/** The process's CPU time so far in ms (10 ms steps). */
export const processCpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK
}
