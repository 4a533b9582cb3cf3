// react-toastify without its style injection: its main entry writes its CSS into a <style>
// element at run time, which the site's Content-Security-Policy (style-src 'self') refuses.
// The same CSS comes as a built stylesheet (main.tsx). Loaded only through toastify.ts, in a
// chunk of its own: a second copy of the library (its main entry) would keep its own toast
// list and container.
export { toast, ToastContainer } from "react-toastify/unstyled"
