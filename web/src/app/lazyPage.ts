import { type ComponentType, lazy } from "react"

/** React.lazy for a module's named export, so every route gets its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}
