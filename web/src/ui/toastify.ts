// Toasts without the toast library in the first script: the library and its container come in
// a chunk of their own when the first toast is asked for (most visits show none). A toast asked
// for meanwhile waits for the chunk; the library keeps it until its container has mounted.
// Import toasts from here only.
import { signal } from "@preact/signals-react"
import type { Id, ToastContent, ToastOptions } from "react-toastify/unstyled"

import type * as ToastifyLibrary from "./toastifyLibrary.ts"

/** Whether a toast has been asked for: Toasts.tsx mounts the container from then on. */
export const toastsWanted = signal(false)

type Library = typeof ToastifyLibrary
let library: Promise<Library> | undefined
const load = (): Promise<Library> => {
  toastsWanted.value = true
  return (library ??= import("./toastifyLibrary.ts"))
}

let made = 0
/** Shows a toast of `kind` once the library is there; its id is known at once (to dismiss it). */
const show =
  (kind: "success" | "error" | "info" | "warn") =>
  (content: ToastContent, options?: ToastOptions): Id => {
    const toastId = options?.toastId ?? `toast-${++made}`
    void load().then((lib) => lib.toast[kind](content, { ...options, toastId }))
    return toastId
  }

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warn: show("warn"),
  /** Closes one toast (or all): nothing to close before the library has come. */
  dismiss(id?: Id) {
    void library?.then((lib) => lib.toast.dismiss(id))
  },
}
