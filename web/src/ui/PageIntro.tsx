import type { ReactNode } from "react"

/** A page's heading and a short sentence saying what the page is for. */
export function PageIntro({ title, children, id }: { title: string; children?: ReactNode; id?: string }) {
  return (
    <header className="page-intro">
      <h1 id={id}>{title}</h1>
      {children && <p className="page-intro__lead">{children}</p>}
    </header>
  )
}
