// The visitor's chosen theme, on the page before its first paint: a blocking script from our own origin,
// since the Content-Security-Policy refuses inline script. Without a choice the system's preference applies.
// Keep the key and values in step with web/src/state/theme.ts.
/* global document, localStorage */
try {
  var theme = localStorage.getItem("theme")
  if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme)
} catch {
  // Storage refused: the system's preference applies.
}
