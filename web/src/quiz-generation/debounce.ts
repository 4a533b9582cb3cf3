// A trailing debounce with an explicit cancel, so a double click on "Generate" makes one request.

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let handle: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (handle !== undefined) clearTimeout(handle)
    handle = setTimeout(() => {
      handle = undefined
      fn(...args)
    }, ms)
  }
  debounced.cancel = () => {
    if (handle !== undefined) clearTimeout(handle)
    handle = undefined
  }
  return debounced
}
