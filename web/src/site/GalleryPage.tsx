import { PageIntro } from "../ui/PageIntro.tsx"

export function GalleryPage() {
  return (
    <section>
      <PageIntro title="Gallery">
        Photos from around the homestead, grouped by category. Choose a photo to see it full screen.
      </PageIntro>
    </section>
  )
}
