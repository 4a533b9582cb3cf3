import type * as Frame from "#schemas/frame-messages.ts"
import { webhooksTitle } from "#schemas/frame-messages.ts"

export interface NavLink {
  to: string
  label: string
}

/** A public section: its address and the catalogue's word for it (the frame's area). */
export interface SectionLink {
  readonly to: string
  readonly word: { [K in keyof typeof Frame]: (typeof Frame)[K] extends string ? K : never }[keyof typeof Frame]
}

/** The public sections, in the order the header shows them. */
export const mainNav: readonly SectionLink[] = [
  { to: "/", word: "navHome" },
  { to: "/journal", word: "navJournal" },
  { to: "/recipes", word: "navRecipes" },
  { to: "/videos", word: "navVideos" },
  { to: "/gallery", word: "navGallery" },
  { to: "/champlain", word: "navChamplain" },
  { to: "/quizgame", word: "navQuizGame" },
  { to: "/contact", word: "navContact" },
]

/** Shown after the public sections to a signed-in quiz admin, the one who may use the coach. */
export const adminNav: readonly SectionLink[] = [{ to: "/coach", word: "navCoach" }]

/** The owner's areas, shared by the header user menu and the dashboard navigation. */
export const ownerNav: NavLink[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/dashboard/posts", label: "Posts" },
  { to: "/dashboard/videos", label: "Videos" },
  { to: "/dashboard/gallery", label: "Pictures" },
  { to: "/dashboard/recipes", label: "Recipes" },
  { to: "/dashboard/categories", label: "Categories" },
  { to: "/dashboard/webhooks", label: webhooksTitle },
  { to: "/dashboard/profile", label: "Profile" },
]
