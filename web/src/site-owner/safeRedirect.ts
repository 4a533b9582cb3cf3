/** The sign-in page's ?redirect target, kept on this site: a path starting with one slash, else /dashboard. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/dashboard"
  return value
}
