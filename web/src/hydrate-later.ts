// The first script of a server-rendered page (api/features/site-pages/head.ts). The page already shows its content; the app
// that hydrates it is most of the page's JavaScript, and asking for it with the HTML made it compete with the
// stylesheet and the photos the visitor came to see, so on a slow phone the main photo appeared after the
// scripts. It is asked for once the page has loaded and its first paint has been shown, or at the visitor's
// first touch, key or focus if that comes sooner. Links work meanwhile; buttons, checkboxes and disclosures
// pressed before the app is there (and links the app answers itself, such as a post's photo opening in the
// site's viewer) are held and pressed again, in order, once it has hydrated the page; if the app cannot be
// loaded (a tab left open across an upgrade), they are let go and pressed again without it. A modified click
// (a new tab) is left to the browser; the click that ends a swipe is dropped. It imports nothing the app
// imports, so it stays a file of its own, about a kilobyte (and so keeps its own copy of the carousel's drag
// slop, DRAG_SLOP_PX in site/home/PhotoCarousel.tsx).
import { HYDRATE_LATER_ID, type HydrateLater } from "#schemas/hydrate-later.ts"

const read = (): HydrateLater | null => {
  try {
    return JSON.parse(document.getElementById(HYDRATE_LATER_ID)?.textContent ?? "null") as HydrateLater | null
  } catch {
    return null
  }
}

/** If the first paint is never reported, the app is asked for this long after the load event all the same. */
const PAINT_WAIT_MS = 3_000

const later = read()
let started = false
/** Controls pressed before the app hydrated the page, in order. */
const held: HTMLElement[] = []

/** Presses again what was held, now that the app (or, without it, the browser) answers. */
const letGo = () => {
  removeEventListener("click", hold, { capture: true })
  removeEventListener("pointerdown", notePress, { capture: true })
  for (const control of held.splice(0)) if (control.isConnected) control.click()
}

const start = () => {
  if (started || !later) return
  started = true
  for (const href of later.preload) {
    const link = document.createElement("link")
    link.rel = "modulepreload"
    // As the built page's own module links: the browser then uses what it preloads.
    link.crossOrigin = ""
    link.href = href
    document.head.append(link)
  }
  import(/* @vite-ignore */ later.entry).catch(letGo)
}

/** A pointer that moved this far between press and release was dragging (as the app's carousel and viewer judge it). */
const DRAG_SLOP_PX = 10
let pressedAt: { x: number; y: number } | null = null
const notePress = (event: PointerEvent) => (pressedAt = { x: event.clientX, y: event.clientY })

function hold(event: MouseEvent) {
  // The click a swipe ends with is not a press: the app's carousel would not follow it either.
  const dragged = pressedAt !== null && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) >= DRAG_SLOP_PX
  pressedAt = null
  if (dragged && event.detail > 0) {
    event.preventDefault()
    event.stopImmediatePropagation()
    return
  }
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const control = later && event.target instanceof Element ? event.target.closest<HTMLElement>(later.hold) : null
  if (!control) return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push(control)
  start()
}

/** After the next paint: a frame's callback runs just before it, a task queued there just after. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then))

/**
 * Once the page has loaded and its first contentful paint has been shown (the load event can come before
 * it, and a paint is shown a little after it is drawn), after one more paint, for a photo that came last.
 */
const afterLoadAndFirstPaint = () => {
  let loaded = document.readyState === "complete"
  let painted = !(PerformanceObserver.supportedEntryTypes ?? []).includes("paint")
  const next = () => {
    if (loaded && painted) afterPaint(start)
  }
  if (!painted)
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return
      observer.disconnect()
      painted = true
      next()
    }).observe({ type: "paint", buffered: true })
  const onLoad = () => {
    loaded = true
    next()
    setTimeout(start, PAINT_WAIT_MS)
  }
  if (loaded) onLoad()
  else addEventListener("load", onLoad, { once: true })
}

const FIRST_TOUCH = ["pointerdown", "keydown", "focusin"] as const

if (later) {
  addEventListener("click", hold, { capture: true })
  addEventListener("pointerdown", notePress, { capture: true, passive: true })
  // Pressed once what the app's first effects took up (text typed before it came) has rendered.
  addEventListener(later.hydrated, () => afterPaint(letGo), { once: true })
  afterLoadAndFirstPaint()
  for (const type of FIRST_TOUCH) addEventListener(type, start, { once: true, capture: true, passive: true })
}
