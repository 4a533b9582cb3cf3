import { lazy, Suspense, useCallback, useRef, useState } from "react"

import { APP_CONTROL } from "#schemas/hydration.ts"
import { mediaSrc, mediaSrcSet } from "#schemas/media-srcset.ts"

import { nextIndex, previousIndex } from "../cycle.ts"
import { mediaVariant } from "../media.ts"

interface MediaImageProps {
  src: string
  alt: string
  /** The `sizes` hint for choosing a variant; defaults to a grid cell. */
  sizes?: string
  className?: string
  eager?: boolean
  /** The page's main image: fetched first. */
  priority?: boolean
}

const isMedia = (url: string) => url.startsWith("/media/")

// The viewer comes when an image is first opened: pages that show a strip (the home page among them) need none of
// its code to paint.
const PhotoViewer = lazy(() => import("#web/photos/PhotoViewer.tsx").then((m) => ({ default: m.PhotoViewer })))

/**
 * An uploaded image: the browser picks the smallest variant that fills the box, the 4:3 width and height reserve
 * the space before it loads, and it loads lazily unless it is above the fold.
 */
export function MediaImage({ src, alt, sizes = "(min-width: 768px) 20rem, 50vw", className = "photo-box", eager, priority }: MediaImageProps) {
  const srcSet = mediaSrcSet(src)
  return (
    <img
      className={className}
      src={mediaSrc(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1200}
      height={900}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  )
}

/**
 * A row of a post's or recipe's images. Each links to the full-size image, but a plain click opens it in the
 * site's own viewer (previous/next across the row, Escape or Back returns with focus on the image) instead of
 * leaving the site for the bare file; a middle or modified click still opens the file in a new tab.
 */
export function ImageStrip({ images, alt }: { images: readonly string[]; alt: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLAnchorElement | null>(null)
  const count = images.length
  const step = useCallback((by: -1 | 1) => setOpen((i) => (i === null ? i : by === 1 ? nextIndex(i, count) : previousIndex(i, count))), [count])
  const close = useCallback(() => {
    setOpen(null)
    requestAnimationFrame(() => opener.current?.focus())
  }, [])
  if (count === 0) return null
  const label = (i: number) => (count > 1 ? `${alt} (${i + 1} of ${count})` : alt)
  const full = (src: string) => (isMedia(src) ? mediaVariant(src, "public") : src)
  const current = open === null ? undefined : images[open]
  return (
    <>
      <ul className="image-strip">
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <a
              href={full(src)}
              target="_blank"
              rel="noopener"
              // Opens in the site's viewer: pressed before the app is there, it waits for it (hydrate-later.ts).
              {...{ [APP_CONTROL]: "" }}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                event.preventDefault()
                opener.current = event.currentTarget
                setOpen(i)
              }}
            >
              <MediaImage src={src} alt={label(i)} />
            </a>
          </li>
        ))}
      </ul>
      {current !== undefined && open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            photo={{ key: `${current}-${open}`, src: full(current), title: label(open) }}
            position={open}
            count={count}
            onStep={step}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  )
}
