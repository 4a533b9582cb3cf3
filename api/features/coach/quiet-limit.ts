// A streamed reply's next piece, or a time-out once the provider has gone quiet too long.
// The client's own time-out covers only the wait for the response's headers, so without
// this a provider that stalls mid-reply would leave the chat waiting for ever.
import { AiTimeout } from "#api/platform/ai/errors.ts"

/** `iterator.next()`, rejected with AiTimeout (after calling `onTimeout`) if it takes over `ms`. */
export const nextWithin = <A>(iterator: AsyncIterator<A>, ms: number, onTimeout: () => void): Promise<IteratorResult<A>> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const quiet = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout()
      reject(new AiTimeout())
    }, ms)
  })
  return Promise.race([iterator.next(), quiet]).finally(() => clearTimeout(timer))
}
