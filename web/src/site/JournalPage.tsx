import { PageIntro } from "../ui/PageIntro.tsx"

export function JournalPage() {
  return (
    <section>
      <PageIntro title="Garden Journal">
        A day-by-day record of the garden and the homestead: what went in the ground, what came out of it, and what we learned along the way.
      </PageIntro>
    </section>
  )
}
