export type BannerVariant = "quiz" | "homestead" | "default"

/** The top banner's variant for a path (docs/product.md §2). */
export function bannerVariant(pathname: string): BannerVariant {
  if (pathname.startsWith("/quiz")) return "quiz"
  if (pathname.startsWith("/homestead")) return "homestead"
  return "default"
}
