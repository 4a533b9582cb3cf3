// The contract every EventStore adapter passes. Stream names are unique per test and
// subscribers keep only their own streams' events, so the suite also runs against a
// shared server that already holds events.
import { randomUUID } from "node:crypto"

import fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { type EventStore, type ExpectedRevision, type RecordedEvent, START, WrongExpectedRevision } from "#engine/eventstore/port.ts"

import { assertOrderedOnce, collect, eventually, sleep, uniquePrefix } from "./contract-support.ts"

export interface ContractSubject {
  readonly store: EventStore
  readonly dispose: () => Promise<void>
}

const ev = (type: string, data: unknown = {}, metadata?: Record<string, unknown>) => ({
  type,
  data,
  ...(metadata ? { metadata } : {}),
})

const conflict = async (promise: Promise<unknown>): Promise<WrongExpectedRevision> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WrongExpectedRevision)
  return error as WrongExpectedRevision
}

const revisions = (events: readonly RecordedEvent[]) => events.map((e) => e.revision)
const range = (n: number) => Array.from({ length: n }, (_, i) => BigInt(i))

export const eventStoreContract = (name: string, make: () => Promise<ContractSubject>): void => {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject
    let store: EventStore
    let p: string
    beforeEach(async () => {
      subject = await make()
      store = subject.store
      p = uniquePrefix()
    })
    afterEach(async () => {
      await subject.store.close()
      await subject.dispose()
    })

    /** Positions are unique per event everywhere except KurrentDB, where one append shares one commit position. */
    const strictPositions = () => store.kind !== "kurrentdb"

    /** Waits until head() counts the event at `position` (see the Postgres store's head). */
    const headReaches = async (position: bigint) => {
      const deadline = Date.now() + 10_000
      while ((await store.head()) < position) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for head to reach ${position}`)
        await sleep(5)
      }
    }

    it("round-trips data, metadata, ids and types", async () => {
      const id = randomUUID()
      const data = { title: "Bread", tags: ["a", "b"], nested: { n: 1.5, ok: true, none: null } }
      const result = await store.append(
        `${p}-recipe`,
        [{ type: "RecipeCreated", data, metadata: { userId: "u1", correlationId: "c1" }, id }, ev("RecipeTagged", ["x", 2, { y: "z" }])],
        "no_stream",
      )
      expect(result.nextRevision).toBe(1n)
      const read = await store.readStream(`${p}-recipe`)
      expect(read).toHaveLength(2)
      expect(read[0]).toMatchObject({
        id,
        streamId: `${p}-recipe`,
        revision: 0n,
        type: "RecipeCreated",
        data,
        metadata: { userId: "u1", correlationId: "c1" },
      })
      expect(read[0]!.createdAt).toBeInstanceOf(Date)
      expect(Math.abs(read[0]!.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
      expect(read[1]).toMatchObject({ revision: 1n, type: "RecipeTagged", data: ["x", 2, { y: "z" }], metadata: {} })
      expect(read[1]!.id).not.toBe(id)
    })

    it("numbers revisions 0..n across appends and reads a range", async () => {
      const s = `${p}-quiz`
      expect((await store.append(s, [ev("A")], "any")).nextRevision).toBe(0n)
      expect((await store.append(s, [ev("B")], 0n)).nextRevision).toBe(1n)
      expect((await store.append(s, [ev("C"), ev("D"), ev("E")], 1n)).nextRevision).toBe(4n)
      expect((await store.append(s, [ev("F")], "stream_exists")).nextRevision).toBe(5n)
      const all = await store.readStream(s)
      expect(revisions(all)).toEqual(range(6))
      expect(all.map((e) => e.type)).toEqual(["A", "B", "C", "D", "E", "F"])
      expect(revisions(await store.readStream(s, { fromRevision: 2n, maxCount: 2 }))).toEqual([2n, 3n])
      expect(revisions(await store.readStream(s, { fromRevision: 4n }))).toEqual([4n, 5n])
      expect(await store.readStream(s, { fromRevision: 6n })).toEqual([])
    })

    it("reads an absent stream as []", async () => {
      expect(await store.readStream(`${p}-nothing`)).toEqual([])
    })

    it("checks every kind of expected revision", async () => {
      const s = `${p}-group`
      const absent = await conflict(store.append(s, [ev("X")], "stream_exists"))
      expect(absent).toMatchObject({ streamId: s, expected: "stream_exists", actual: "no_stream" })
      await conflict(store.append(s, [ev("X")], 0n))
      await store.append(s, [ev("Created")], "no_stream")
      const exists = await conflict(store.append(s, [ev("X")], "no_stream"))
      expect(exists).toMatchObject({ expected: "no_stream", actual: 0n })
      await store.append(s, [ev("Renamed")], "stream_exists")
      const stale = await conflict(store.append(s, [ev("X")], 0n))
      expect(stale).toMatchObject({ expected: 0n, actual: 1n })
      await conflict(store.append(s, [ev("X")], 5n))
      await store.append(s, [ev("Joined")], 1n)
      await store.append(s, [ev("Left")], "any")
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(["Created", "Renamed", "Joined", "Left"])
    })

    it("writes nothing on a conflicting append", async () => {
      const s = `${p}-livegame`
      const written = await store.append(s, [ev("A"), ev("B")], "no_stream")
      const before = await store.readStream(s)
      // PostgreSQL's head counts only events no open transaction on the server could still precede, so it
      // moves when another suite's transaction ends: taken once it counts this test's own events, it stays.
      if (strictPositions()) await headReaches(written.position)
      const head = await store.head()
      const expectations: ExpectedRevision[] = ["no_stream", 0n, 2n]
      for (const expected of expectations) {
        await conflict(store.append(s, [ev("X"), ev("Y"), ev("Z")], expected))
      }
      await conflict(store.append(`${p}-other`, [ev("X")], "stream_exists"))
      expect(await store.readStream(s)).toEqual(before)
      expect(await store.readStream(`${p}-other`)).toEqual([])
      expect(await store.head()).toBe(head)
    })

    it("answers each of many appends made at once on its own: a wrong expectation fails alone", async () => {
      const streams = Array.from({ length: 12 }, (_, i) => `${p}-crowd-${i}`)
      await store.append(streams[3]!, [ev("Before")], "no_stream")
      // Made in one turn, so a store that groups appends groups these; the fourth expects a stream it does not find as it is.
      const answers = await Promise.allSettled(
        streams.map((s, i) => store.append(s, [ev("A", { i }), ev("B", { i })], i === 3 ? "no_stream" : i === 7 ? 4n : "any")),
      )
      for (const [i, answer] of answers.entries()) {
        if (i === 3) expect(answer).toMatchObject({ status: "rejected", reason: { _tag: "WrongExpectedRevision", actual: 0n } })
        else if (i === 7) expect(answer).toMatchObject({ status: "rejected", reason: { _tag: "WrongExpectedRevision", actual: "no_stream" } })
        else expect(answer).toMatchObject({ status: "fulfilled", value: { nextRevision: 1n } })
      }
      for (const [i, s] of streams.entries()) {
        const events = await store.readStream(s)
        if (i === 3) expect(events.map((e) => e.type)).toEqual(["Before"])
        else if (i === 7) expect(events).toEqual([])
        else {
          expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([
            ["A", 0n, { i }],
            ["B", 1n, { i }],
          ])
          // The answer names the position of the append's last event.
          const answer = answers[i] as PromiseFulfilledResult<{ position: bigint }>
          expect(answer.value.position).toBe(events[1]!.position)
        }
      }
      // A stream a wrong expectation did not create stays absent for the next writer.
      await store.append(streams[7]!, [ev("First")], "no_stream")
      expect((await store.readStream(streams[7]!)).map((e) => e.revision)).toEqual([0n])
    })

    it("gives each of many appends to one stream made at once its own revision", async () => {
      const s = `${p}-queue`
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => store.append(s, [ev("N", { i })], "any")))
      const events = await store.readStream(s)
      expect(events.map((e) => e.revision)).toEqual(range(8))
      // Concurrent appends may land in any order, but each answer names its own event.
      for (const [i, answer] of answers.entries()) expect(events[Number(answer.nextRevision)]!.data).toEqual({ i })
    })

    it("reports head: START when empty, then the newest event's position", async () => {
      if (store.kind !== "kurrentdb") expect(await store.head()).toBe(START)
      const h0 = await store.head()
      const seen = collect(store, h0, p)
      await store.append(`${p}-a`, [ev("A")], "any")
      const r = await store.append(`${p}-b`, [ev("B"), ev("C")], "any")
      await seen.waitFor(3)
      await seen.subscription.close()
      const h1 = await store.head()
      expect(h1).toBeGreaterThan(h0)
      expect(h1).toBe(seen.events[2]!.position)
      if (strictPositions()) expect(r.position).toBe(h1)
    })

    it("catches up from START, then delivers live events", async () => {
      await store.append(`${p}-a`, [ev("A0"), ev("A1")], "no_stream")
      await store.append(`${p}-b`, [ev("B0")], "no_stream")
      const seen = collect(store, START, p)
      await seen.waitFor(3)
      await store.append(`${p}-a`, [ev("A2")], 1n)
      await store.append(`${p}-c`, [ev("C0"), ev("C1")], "no_stream")
      await seen.waitFor(6)
      await sleep(50)
      await seen.subscription.close()
      expect(seen.events.map((e) => e.type)).toEqual(["A0", "A1", "B0", "A2", "C0", "C1"])
      assertOrderedOnce(seen.events)
      expect(seen.errors).toEqual([])
    })

    it("subscribes from a middle position", async () => {
      await store.append(`${p}-a`, [ev("A0"), ev("A1")], "no_stream")
      await store.append(`${p}-b`, [ev("B0")], "no_stream")
      await store.append(`${p}-a`, [ev("A2"), ev("A3")], 1n)
      const all = collect(store, START, p)
      await all.waitFor(5)
      await all.subscription.close()
      const middle = all.events[1]!.position // the last event of the first append
      const rest = collect(store, middle, p)
      await rest.waitFor(3)
      await store.append(`${p}-b`, [ev("B1")], 0n)
      await rest.waitFor(4)
      await sleep(50)
      await rest.subscription.close()
      expect(rest.events.map((e) => e.type)).toEqual(["B0", "A2", "A3", "B1"])
      expect(rest.events.map((e) => e.id).slice(0, 3)).toEqual(all.events.slice(2).map((e) => e.id))
    })

    it("delivers batches in order, no larger than batchSize, one at a time", async () => {
      for (let i = 0; i < 7; i++) await store.append(`${p}-s`, [ev(`E${i}`)], i === 0 ? "no_stream" : BigInt(i - 1))
      let inFlight = 0
      let overlapped = false
      const seen = collect(store, START, p, {
        batchSize: 2,
        onBatch: async () => {
          inFlight++
          if (inFlight > 1) overlapped = true
          await sleep(5)
          inFlight--
        },
      })
      await seen.waitFor(7)
      await seen.subscription.close()
      expect(overlapped).toBe(false)
      expect(seen.events.map((e) => e.type)).toEqual(["E0", "E1", "E2", "E3", "E4", "E5", "E6"])
      for (const batch of seen.batches) expect(batch.length).toBeLessThanOrEqual(2)
    })

    it("stops delivering once closed, after the batch in flight", async () => {
      let release!: () => void
      const gate = new Promise<void>((r) => (release = r))
      let handlerDone = false
      const seen = collect(store, await store.head(), p, {
        onBatch: async (batch) => {
          if (batch.some((e) => e.streamId.startsWith(p)) && !handlerDone) {
            await gate
            handlerDone = true
          }
        },
      })
      await store.append(`${p}-s`, [ev("First")], "no_stream")
      await eventually(() => seen.batches.some((b) => b.some((e) => e.streamId.startsWith(p))), "the first batch")
      let closedAt = false
      const closing = seen.subscription.close().then(() => (closedAt = true))
      await sleep(20)
      expect(closedAt).toBe(false)
      release()
      await closing
      expect(handlerDone).toBe(true)
      await store.append(`${p}-s`, [ev("Second")], 0n)
      await sleep(150)
      expect(seen.events.map((e) => e.type)).toEqual(["First"])
    })

    it("reports a failing handler once and stops", async () => {
      const errors: unknown[] = []
      let calls = 0
      const sub = store.subscribe({
        from: await store.head(),
        onEvents: async (batch) => {
          if (!batch.some((e) => e.streamId.startsWith(p))) return
          calls++
          throw new Error("projection broke")
        },
        onError: (error) => errors.push(error),
      })
      await store.append(`${p}-s`, [ev("A")], "any")
      await eventually(() => errors.length > 0, "onError")
      await store.append(`${p}-s`, [ev("B")], "any")
      await sleep(150)
      await sub.close()
      expect(calls).toBe(1)
      expect(errors).toHaveLength(1)
      expect((errors[0] as Error).message).toBe("projection broke")
    })

    it("keeps many interleaved streams gap-free and globally ordered", async () => {
      const h0 = await store.head()
      const seen = collect(store, h0, p)
      const streams = Array.from({ length: 5 }, (_, i) => `${p}-s${i}`)
      const next = new Map<string, bigint>()
      for (let round = 0; round < 6; round++) {
        for (const s of streams) {
          const rev = next.get(s)
          const count = 1 + ((round + s.length) % 2)
          const events = Array.from({ length: count }, (_, k) => ev(`${s}:${round}:${k}`, { round, k }))
          const r = await store.append(s, events, rev === undefined ? "no_stream" : rev)
          next.set(s, r.nextRevision)
        }
      }
      const total = [...next.values()].reduce((sum, r) => sum + Number(r) + 1, 0)
      for (const s of streams) {
        expect(revisions(await store.readStream(s))).toEqual(range(Number(next.get(s)!) + 1))
      }
      await seen.waitFor(total)
      await sleep(50)
      await seen.subscription.close()
      expect(seen.events).toHaveLength(total)
      assertOrderedOnce(seen.events)
      if (strictPositions()) {
        for (let i = 1; i < seen.events.length; i++) {
          expect(seen.events[i]!.position).toBeGreaterThan(seen.events[i - 1]!.position)
        }
      }
      for (const s of streams) {
        expect(revisions(seen.events.filter((e) => e.streamId === s))).toEqual(range(Number(next.get(s)!) + 1))
      }
      // Subscription and stream reads agree on every field.
      const fromStreams = new Map<string, RecordedEvent>()
      for (const s of streams) for (const e of await store.readStream(s)) fromStreams.set(e.id, e)
      for (const e of seen.events) {
        const read = fromStreams.get(e.id)!
        expect({ ...e, createdAt: e.createdAt.getTime() }).toEqual({ ...read, createdAt: read.createdAt.getTime() })
      }
    })

    it("concurrent writers leave streams gap-free; subscribers see each event once, in order (property)", async () => {
      const writer = fc.record({
        stream: fc.integer({ min: 0, max: 2 }),
        count: fc.integer({ min: 1, max: 3 }),
      })
      await fc.assert(
        fc.asyncProperty(fc.array(writer, { minLength: 1, maxLength: 10 }), fc.nat(5), async (writers, lateStart) => {
          const run = uniquePrefix()
          const h0 = await store.head()
          const early = collect(store, h0, run)
          let late: ReturnType<typeof collect> | undefined
          const write = async (w: { stream: number; count: number }, index: number) => {
            const streamId = `${run}-s${w.stream}`
            const events = Array.from({ length: w.count }, (_, k) => ev(`W${index}`, { index, k }))
            let expected: ExpectedRevision = "no_stream"
            for (let attempt = 0; attempt < 100; attempt++) {
              try {
                return await store.append(streamId, events, expected)
              } catch (error) {
                if (!(error instanceof WrongExpectedRevision)) throw error
                expected = error.actual === "no_stream" ? "no_stream" : error.actual
              }
            }
            throw new Error("writer never got through")
          }
          await Promise.all(
            writers.map(async (w, index) => {
              if (index === Math.min(lateStart, writers.length - 1)) late = collect(store, h0, run)
              await sleep(0)
              return write(w, index)
            }),
          )
          const total = writers.reduce((sum, w) => sum + w.count, 0)

          // Every stream is gap-free and every append is contiguous within it.
          let stored = 0
          for (const s of [0, 1, 2]) {
            const events = await store.readStream(`${run}-s${s}`)
            stored += events.length
            expect(revisions(events)).toEqual(range(events.length))
            const byWriter = new Map<string, bigint[]>()
            for (const e of events) byWriter.set(e.type, [...(byWriter.get(e.type) ?? []), e.revision])
            for (const [type, revs] of byWriter) {
              const index = Number(type.slice(1))
              expect(revs).toHaveLength(writers[index]!.count)
              expect(revs[revs.length - 1]! - revs[0]!).toBe(BigInt(revs.length - 1))
            }
          }
          expect(stored).toBe(total)

          await early.waitFor(total)
          await late!.waitFor(total)
          await sleep(20)
          await early.subscription.close()
          await late!.subscription.close()
          for (const seen of [early, late!]) {
            expect(seen.events).toHaveLength(total)
            expect(seen.errors).toEqual([])
            assertOrderedOnce(seen.events)
            if (strictPositions()) {
              for (let i = 1; i < seen.events.length; i++) {
                expect(seen.events[i]!.position).toBeGreaterThan(seen.events[i - 1]!.position)
              }
            }
          }
          expect(late!.events.map((e) => e.id)).toEqual(early.events.map((e) => e.id))
        }),
        { numRuns: 20 },
      )
    })
  })
}
