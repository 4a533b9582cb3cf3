import { PageIntro } from "../ui/PageIntro.tsx"

export function VideosPage() {
  return (
    <section>
      <PageIntro title="Videos">
        Short films from the homestead, grouped by topic, from building raised beds to putting up the harvest.
      </PageIntro>
    </section>
  )
}
