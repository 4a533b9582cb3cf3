import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"

import * as Site from "#schemas/site-messages.ts"
import { useHydrated } from "#web/app/useHydrated.ts"
import { nextIndex, previousIndex, swipeStep } from "#web/content/cycle.ts"
import type { Photo } from "#web/content/types.ts"
import { useMessages } from "#web/i18n/language.ts"

/** docs/product.md §9: a new photo every 5 s; slides move in 300 ms (set in home.css). */
const INTERVAL_MS = 5_000
/** A pointer that moved this far between press and release was dragging, whether or not it swiped (web/src/hydrate-later.ts keeps a copy). */
const DRAG_SLOP_PX = 10

/**
 * The home page's Recent Photos carousel: advances every 5 s, pauses while hovered or focused (or when the
 * visitor pauses it), wraps at both ends, and follows swipes of 40 px or more, the arrow keys and its buttons.
 */
export function PhotoCarousel({ photos }: { photos: readonly Photo[] }) {
  const m = useMessages("site", Site)
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const hydrated = useHydrated()
  const dragStart = useRef<number | null>(null)
  // A swipe ends with a click on the slide's link; that click must not open the gallery.
  const swiped = useRef(false)
  const count = photos.length
  const running = count > 1 && !hovered && !focused && !stopped

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [running, count, index])

  useEffect(() => {
    if (index >= count) setIndex(0)
  }, [index, count])

  const step = (by: -1 | 1) => setIndex((i) => (by === 1 ? nextIndex(i, count) : previousIndex(i, count)))

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1)
    else if (event.key === "ArrowLeft") step(-1)
    else return
    event.preventDefault()
  }

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX
    swiped.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return
    const dx = event.clientX - dragStart.current
    const by = swipeStep(dx)
    dragStart.current = null
    // A drag too short to move the slides is still a drag, not a click on the link.
    if (Math.abs(dx) >= DRAG_SLOP_PX) swiped.current = true
    if (by !== 0) step(by)
  }
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return
    swiped.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription={m.carousel}
      aria-label={m.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
        onClickCapture={onClickCapture}
      >
        {/* Slides are groups (the APG carousel pattern), which a list item may not be, so no ul/li here. */}
        {/* No style at the first slide: the server-rendered page may carry no style attribute (CSP); later moves set it from script. */}
        <div className="carousel__track" style={index === 0 ? undefined : { transform: `translateX(${-index * 100}%)` }} aria-live={running ? "off" : "polite"}>
          {photos.map((photo, i) => {
            const current = i === index
            return (
              <div
                key={photo._id}
                className="carousel__slide"
                role="group"
                aria-roledescription={m.slide}
                aria-label={m.slideOf(i + 1, count)}
                aria-hidden={!current}
                inert={!current}
              >
                <Link to="/gallery" draggable={false} className="carousel__link">
                  {/* The first photo is the page's largest paint: it goes first. The others are asked for once the
                      app runs (it moves the slides), so on a slow phone the next slide's photo does not share the
                      line with the one on screen. */}
                  <img
                    src={i === 0 || hydrated ? photo.urls.carousel : undefined}
                    alt=""
                    width={1200}
                    height={800}
                    draggable={false}
                    loading={i === 0 || i === nextIndex(index, count) || current ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                    decoding={i === 0 ? undefined : "async"}
                  />
                  {/* The caption names the link; an alt repeating it would be read twice. */}
                  <span className="carousel__caption">{photo.title}</span>
                </Link>
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="icon-button" aria-label={m.previousPhoto} onClick={() => step(-1)}>
            ‹
          </button>
          <span className="carousel__count" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={stopped ? m.playSlideshow : m.pauseSlideshow}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            {/* Drawn, not a font glyph: a glyph's width and baseline vary by font and spilled out of the circle. */}
            <svg className="carousel__glyph" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              {stopped ? <path d="M4 2.5v11l9.5-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
            </svg>
          </button>
          <button type="button" className="icon-button" aria-label={m.nextPhoto} onClick={() => step(1)}>
            ›
          </button>
        </div>
      )}
    </div>
  )
}
