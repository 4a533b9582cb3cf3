// The public site's stylesheets, in the entry's one stylesheet: a server-rendered page needs its styles before
// its first paint, and one file costs one request (decisions.md). The quiz's, the dashboard's and the coach's
// come with their own chunks, so a visitor to the site does not download them. Their order here is the order
// of their rules (the frame first, then the pages).
import "../app/styles/layout.css"
import "../ui/modal.css"
import "../search/search.css"
import "./site.css"
import "../content/ui/content.css"
import "./home/home.css"
import "../photos/gallery.css"
import "../photos/viewer.css"
import "../recipes/recipe.css"
