// The server's answers a visitor of the public site meets (search, the journal's subscriptions, a missing page's
// content, a database out of reach): the catalogue's "public" area (schemas/i18n/catalogue.ts). The English words
// stay where they are written (messages.ts); this names the ones the area holds, which its translations cover.
export {
  categoryNotFound,
  photoNotFound,
  postNotFound,
  recipeNotFound,
  searchQueryRequired,
  searchQueryTooLong,
  serverTrouble,
  storeUnavailable,
  subscribeConfirmed,
  subscribeEmailInvalid,
  subscribeLinkInvalid,
  subscribeRequested,
  subscribeUnavailable,
  tooManySubscribeRequests,
  unsubscribed,
  unsubscribeLinkInvalid,
  videoNotFound,
} from "./messages.ts"

// the public pages' descriptions, for search engines and link previews (api/features/site-pages/route-meta.ts)
export const homeDescription = (tagline: string) =>
  `${tagline}: a garden journal, recipes, videos and photos from a desert backyard homestead, and a quiz game.`
export const journalDescription = "Dated notes from the garden: what was planted, harvested and learned on the homestead."
export const latestEntry = (title: string) => ` Latest entry: ${title}.`
export const tagDescription = (tag: string, siteName: string, titles: string) => `Posts and journal entries tagged ${tag} on ${siteName}: ${titles}.`
export const videosDescription = "Homesteading videos by category:"
export const galleryDescription = "Photos from the homestead by category:"
export const recipesDescription = "Recipes from the homestead kitchen, ready to print, by category:"
export const andMore = (names: string) => `${names} and more`
export const champlainDescription = "Our next homestead: from a desert backyard in Las Vegas to a valley between the Adirondacks and Lake Champlain."
export const contactDescription = (siteName: string) => `Questions about a recipe, a garden bed or the quiz game? Send ${siteName} a note.`
export const shoppingListDescription = (siteName: string) => `The ingredients of the recipes you picked on ${siteName}, added up and kept in this browser.`
export const searchDescription = (siteName: string) => `Search the posts, journal, recipes, videos and photos of ${siteName}.`
export const quizGameDescription = "Generate a quiz on any topic and level, take it for fun or for a grade, rate it, and challenge your groups to live rounds."
export const quizProfileDescription = "Your quiz scoreboard, groups, challenges and live games."
export const joinGroupDescription = (siteName: string) => `You are invited to join a quiz group on ${siteName} and play live rounds together.`
export const playDescription = (siteName: string) => `Join a quiz night on ${siteName}: the PIN on the big screen and a nickname are all it takes.`
export const signInDescription = (siteName: string) => `Sign in to manage ${siteName}.`
export const privateDescription = (title: string, siteName: string) => `${title} of ${siteName}.`
export const notFoundDescription = (siteName: string) => `There is no page at this address on ${siteName}.`
/** A post's description when its body has no words, and a recipe's when it has no note. */
export const postSummary = (title: string, journal: boolean, author: string, siteName: string) =>
  `${title}, ${journal ? "a garden journal entry" : "a post"} by ${author} on ${siteName}.`
export const recipeSummary = (name: string, category: string, siteName: string) => `${name}, a ${category.toLowerCase()} recipe from ${siteName}.`
export const recipeSummaryTime = (time: string) => ` Cook time: ${time}.`
export const recipeSummaryWith = (ingredients: string) => ` With ${ingredients}.`
