import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"

import { toastsWanted } from "./toastify.ts"

const ToastContainer = lazy(() => import("./toastifyLibrary.ts").then((lib) => ({ default: lib.ToastContainer })))

/**
 * The one toast outlet (docs/product.md §9): top-right, closes after 5 s or when dragged past 80 %. Mounted once a
 * toast is asked for (toastify.ts).
 */
export function Toasts() {
  useSignals()
  if (!toastsWanted.value) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} newestOnTop theme="colored" />
    </Suspense>
  )
}
