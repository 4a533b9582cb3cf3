import type * as Dashboard from "#schemas/dashboard-messages.ts"
import type * as Frame from "#schemas/frame-messages.ts"

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

/** An owner's area: its address and the dashboard's word for it (the frame's for webhooks, its page's title). */
interface OwnerLink {
  readonly to: string
  readonly word: { [K in keyof typeof Dashboard]: K extends `nav${string}` ? K : never }[keyof typeof Dashboard] | "webhooksTitle"
}

/** The owner's areas, shared by the header user menu and the dashboard navigation. */
export const ownerNav: readonly OwnerLink[] = [
  { to: "/dashboard", word: "navDashboard" },
  { to: "/dashboard/posts", word: "navPosts" },
  { to: "/dashboard/videos", word: "navVideos" },
  { to: "/dashboard/gallery", word: "navPictures" },
  { to: "/dashboard/recipes", word: "navRecipes" },
  { to: "/dashboard/categories", word: "navCategories" },
  { to: "/dashboard/webhooks", word: "webhooksTitle" },
  { to: "/dashboard/profile", word: "navProfile" },
]
