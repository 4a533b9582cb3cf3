// Lets code outside React (HTTP handlers, session checks) navigate through the router.

type Navigate = (to: string) => void

let navigate: Navigate = (to) => window.location.assign(to)

export function setNavigator(fn: Navigate) {
  navigate = fn
}

export function navigateTo(to: string) {
  navigate(to)
}
