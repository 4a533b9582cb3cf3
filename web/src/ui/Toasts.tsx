import { ToastContainer } from "./toastify.ts"

/** The one toast outlet (docs/product.md §9): top-right, closes after 5 s or when dragged past 80 %. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} newestOnTop theme="colored" />
}
