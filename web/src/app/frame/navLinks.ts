import { webhooksTitle } from "#schemas/frame-messages.ts"

export interface NavLink {
  to: string
  label: string
}

/** The public sections, in the order the header shows them. */
export const mainNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/journal", label: "Journal" },
  { to: "/recipes", label: "Recipes" },
  { to: "/videos", label: "Videos" },
  { to: "/gallery", label: "Gallery" },
  { to: "/champlain", label: "Champlain Valley" },
  { to: "/quizgame", label: "Quiz Game" },
  { to: "/contact", label: "Contact" },
]

/** Shown after the public sections to a signed-in quiz admin, the one who may use the coach. */
export const adminNav: NavLink[] = [{ to: "/coach", label: "Coach" }]

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
