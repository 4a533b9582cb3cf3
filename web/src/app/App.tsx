import { createBrowserRouter, RouterProvider } from "react-router-dom"

import { setNavigator } from "./navigation.ts"
import { routes } from "./routes.tsx"

export const router = createBrowserRouter(routes)
setNavigator((to) => void router.navigate(to))

export function App() {
  return <RouterProvider router={router} />
}
