// The event store as the rest of the server sees it, with personal fields (schemas/events/
// personal-fields.ts) sealed on the way in with their owner's key and opened on the way out.
// Once the key is destroyed (an erasing event such as QuizUserDeleted), every read, replay,
// rebuild and backup gets the field's erased value instead. Values written before sealing
// existed are plain and read as they are.
import { ERASING_EVENTS, PERSONAL_FIELDS } from "#schemas/events/personal-fields.ts"

import type { EventStore, NewEvent, RecordedEvent } from "../eventstore/port.ts"
import { isSealed, seal, unseal } from "./cipher.ts"
import type { PersonalKeys } from "./keys.ts"

type Fields = Record<string, unknown>

const ownerOf = (data: unknown, field: string): string | undefined => {
  const owner = (data as Fields | null)?.[field]
  return typeof owner === "string" ? owner : undefined
}

const sealEvent = async (keys: PersonalKeys, event: NewEvent): Promise<NewEvent> => {
  const rule = PERSONAL_FIELDS[event.type]
  const owner = rule && ownerOf(event.data, rule.owner)
  if (!rule || owner === undefined) return event
  const data = { ...(event.data as Fields) }
  const key = await keys.forSealing(owner)
  for (const field of Object.keys(rule.fields)) {
    const value = data[field]
    if (typeof value === "string") data[field] = seal(key, owner, value)
  }
  return { ...event, data }
}

const openEvent = async (keys: PersonalKeys, event: RecordedEvent): Promise<RecordedEvent> => {
  const rule = PERSONAL_FIELDS[event.type]
  const owner = rule && ownerOf(event.data, rule.owner)
  if (!rule || owner === undefined) return event
  const data = { ...(event.data as Fields) }
  let key: Buffer | undefined | null = null
  for (const [field, erased] of Object.entries(rule.fields)) {
    const value = data[field]
    if (!isSealed(value)) continue
    if (key === null) key = await keys.forOpening(owner)
    data[field] = (key && unseal(key, owner, value)) ?? erased
  }
  return { ...event, data }
}

const erasedOwner = (event: { readonly type: string; readonly data: unknown }): string | undefined => {
  const field = ERASING_EVENTS[event.type]
  return field === undefined ? undefined : ownerOf(event.data, field)
}

export const sealingStore = (store: EventStore, keys: PersonalKeys): EventStore => {
  const openAll = async (events: readonly RecordedEvent[]) => {
    const opened: RecordedEvent[] = []
    for (const event of events) {
      opened.push(await openEvent(keys, event))
      // Another process may have destroyed the key: what this one kept of it goes too.
      const owner = erasedOwner(event)
      if (owner !== undefined) keys.forget(owner)
    }
    return opened
  }
  return {
    kind: store.kind,
    async append(streamId, events, expected) {
      const sealed: NewEvent[] = []
      for (const event of events) sealed.push(await sealEvent(keys, event))
      const result = await store.append(streamId, sealed, expected)
      for (const event of events) {
        const owner = erasedOwner(event)
        if (owner !== undefined) await keys.destroy(owner)
      }
      return result
    },
    readStream: async (streamId, options) => openAll(await store.readStream(streamId, options)),
    subscribe: (options) => store.subscribe({ ...options, onEvents: async (events) => options.onEvents(await openAll(events)) }),
    head: () => store.head(),
    ...(store.countBetween ? { countBetween: store.countBetween.bind(store) } : {}),
    close: () => store.close(),
  }
}
