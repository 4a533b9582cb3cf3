import type { ReactNode } from "react"
import { Link } from "react-router-dom"

import { PageIntro } from "../../ui/PageIntro.tsx"

/** The heading, purpose and main action of a dashboard content page. */
export function ContentIntro({ title, children, action }: { title: string; children: ReactNode; action?: { to: string; label: string } }) {
  return (
    <section>
      <div className="dash-heading">
        <PageIntro title={title}>{children}</PageIntro>
        {action && (
          <Link className="button" to={action.to}>
            {action.label}
          </Link>
        )}
      </div>
    </section>
  )
}
