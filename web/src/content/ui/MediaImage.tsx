import { mediaVariant } from "../media.ts"

interface MediaImageProps {
  src: string
  alt: string
  /** The `sizes` hint for choosing a variant; defaults to a grid cell. */
  sizes?: string
  className?: string
  eager?: boolean
}

const isMedia = (url: string) => url.startsWith("/media/")

/**
 * An uploaded image: the browser picks the smallest variant that fills the box, the 4:3 width and height reserve
 * the space before it loads, and it loads lazily unless it is above the fold.
 */
export function MediaImage({ src, alt, sizes = "(min-width: 768px) 20rem, 50vw", className = "photo-box", eager }: MediaImageProps) {
  const srcSet = isMedia(src)
    ? `${mediaVariant(src, "thumb")} 320w, ${mediaVariant(src, "carousel")} 1200w, ${mediaVariant(src, "public")} 1600w`
    : undefined
  return (
    <img
      className={className}
      src={isMedia(src) ? mediaVariant(src, "carousel") : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1200}
      height={900}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  )
}

/** A row of a post's or recipe's images, each opening the full-size image. */
export function ImageStrip({ images, alt }: { images: readonly string[]; alt: string }) {
  if (images.length === 0) return null
  return (
    <ul className="image-strip">
      {images.map((src, i) => (
        <li key={`${src}-${i}`}>
          <a href={isMedia(src) ? mediaVariant(src, "public") : src} target="_blank" rel="noopener">
            <MediaImage src={src} alt={images.length > 1 ? `${alt} (${i + 1} of ${images.length})` : alt} />
          </a>
        </li>
      ))}
    </ul>
  )
}
