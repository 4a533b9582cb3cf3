// The dashboard routes, loaded together as one chunk.
export * from "./contentPages.tsx"
export { DashboardGuard } from "./DashboardGuard.tsx"
export { DashboardHomePage } from "./DashboardHomePage.tsx"
export { DashboardProfilePage } from "./DashboardProfilePage.tsx"
export { SignInPage } from "./SignInPage.tsx"
