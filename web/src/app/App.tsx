import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes } from "react-router-dom"

import { setNavigator } from "./navigation.ts"
import { CurrentRoute, type RouteHandle } from "./pageTitle.ts"
import { routes } from "./routes.tsx"

// The declarative router, not the data router: pages fetch their own data, and the data router's code was a third
// of the first script (docs/decisions.md).
function AppRoutes() {
  const navigate = useNavigate()
  // Code outside React (HTTP handlers, session checks) navigates through the router from the first render on.
  setNavigator((to) => void navigate(to))
  const location = useLocation()
  const route = (matchRoutes(routes, location)?.at(-1)?.route.handle as RouteHandle | undefined)?.route
  const page = useRoutes(routes, location)
  return <CurrentRoute.Provider value={route}>{page}</CurrentRoute.Provider>
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
