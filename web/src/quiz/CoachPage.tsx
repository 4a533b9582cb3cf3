import { PageIntro } from "../ui/PageIntro.tsx"

export function CoachPage() {
  return (
    <PageIntro title="Homestead Coach">
      Ask the homestead coach about gardening, cooking and keeping a homestead, and read its replies here.
    </PageIntro>
  )
}
