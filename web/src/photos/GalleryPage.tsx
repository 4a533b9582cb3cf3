import "../site-pages/site.css"
import "./gallery.css"

import { useCallback, useMemo, useRef, useState } from "react"

import * as Pages from "#schemas/page-messages.ts"
import * as Site from "#schemas/site-messages.ts"

import { flattenGroups } from "../content/categories.ts"
import { nextIndex, previousIndex } from "../content/cycle.ts"
import { usePhotoGroups } from "../content/queries.ts"
import type { CategoryGroup, Photo } from "../content/types.ts"
import { CategorySections } from "../content/ui/CategorySections.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { PhotoViewer, type ViewerImage } from "./PhotoViewer.tsx"

const viewerImage = (photo: Photo): ViewerImage => ({
  key: photo._id,
  src: photo.urls.public,
  title: photo.title,
  category: photo.category,
  description: photo.description,
})

/** The grid of photos by category; choosing one switches to the fullscreen viewer, which wraps around. */
function PhotoGrid({ groups }: { groups: CategoryGroup<Photo>[] }) {
  const p = useMessages("pages", Pages)
  const photos = useMemo(() => flattenGroups(groups), [groups])
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const count = photos.length

  const step = useCallback((by: -1 | 1) => setOpen((i) => (i === null ? i : by === 1 ? nextIndex(i, count) : previousIndex(i, count))), [count])
  const close = useCallback(() => {
    setOpen(null)
    // Back in the grid, focus returns to the photo that opened the viewer.
    requestAnimationFrame(() => opener.current?.focus())
  }, [])

  const current = open === null ? undefined : photos[open]
  let position = 0
  return (
    <>
      <div className="gallery-grid" inert={current !== undefined} aria-hidden={current !== undefined}>
        <CategorySections groups={groups} prefix="gallery" unit="photo">
          {(items) => (
            <ul className="photo-grid">
              {items.map((photo) => {
                const at = position++
                return (
                  <li key={photo._id} id={`photo-${photo._id}`}>
                    <button
                      type="button"
                      className="photo-tile"
                      aria-label={p.viewFullScreen(photo.title)}
                      onClick={(event) => {
                        opener.current = event.currentTarget
                        setOpen(at)
                      }}
                    >
                      <img src={photo.urls.thumb} alt="" width={320} height={240} loading="lazy" decoding="async" />
                      <span className="photo-tile__title">{photo.title}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </CategorySections>
      </div>
      {current && open !== null && <PhotoViewer photo={viewerImage(current)} position={open} count={count} onStep={step} onClose={close} />}
    </>
  )
}

function Gallery() {
  useFocusHeading()
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const groups = usePhotoGroups()
  return (
    <section aria-labelledby="gallery-title">
      <PageIntro title={p.galleryTitle} id="gallery-title">
        {p.galleryIntro}
      </PageIntro>
      <QueryState query={groups} loading={m.loadingPhotos} empty={m.noPhotosYet} isEmpty={(g) => g.length === 0}>
        {(list) => <PhotoGrid groups={list} />}
      </QueryState>
    </section>
  )
}

export const GalleryPage = withContent(Gallery)
