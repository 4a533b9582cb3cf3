// The words of the public pages other than the home page (journal, posts, recipes, gallery, videos, search, the
// Champlain Valley, contact, subscriptions, not found): the catalogue's "pages" area (schemas/i18n/catalogue.ts).
// English, as the product says them; schemas/i18n/es.ts holds the same keys in Spanish. Apart from the site area
// so that the home page's first load does not carry them.

// not found
export const pageNotFound = "Page not found"
export const nothingGrowsAt = "Nothing grows at"
export const pageMayHaveMoved = "The page may have moved, or the link may be mistyped."
export const backToHomestead = "Back to the homestead"
export const browseRecipes = "Browse recipes"
// lists of content
export const photoCount = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`
export const videoCount = (n: number) => `${n} ${n === 1 ? "video" : "videos"}`
export const recipeCount = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`
// videos
export const videosTitle = "Videos"
export const videosIntro = "Short films from the homestead, grouped by topic, from building raised beds to putting up the harvest."
// the gallery and the photo viewer
export const galleryTitle = "Gallery"
export const galleryIntro = "Photos from around the homestead, grouped by category. Choose a photo to see it full screen."
export const viewFullScreen = (title: string) => `View ${title} full screen`
export const back = "← Back"
export const categoryLabel = "Category: "
// the journal and posts
export const journalTitle = "Garden Journal"
export const journalIntro =
  "A day-by-day record of the garden and the homestead: what went in the ground, what came out of it, and what we learned along the way."
export const loadingJournal = "Loading the journal…"
export const noJournalEntries = "No journal entries yet"
export const journalCaption = "Garden journal entries, newest first"
export const columnDate = "Date"
export const columnTitle = "Title"
export const columnAuthor = "Author"
export const columnBody = "Body"
export const columnImages = "Images"
export const columnVideo = "Video"
export const pagesOfJournal = "Pages of the journal"
export const taggedIntro = (tag: string) => `Every post and garden journal entry tagged #${tag}, newest first.`
export const noTaggedPosts = "No posts carry this tag."
export const backToJournal = "Back to the journal"
export const pagesOfTagged = (tag: string) => `Pages of the posts tagged ${tag}`
export const readNext = "Read next"
export const journalBack = "← Garden journal"
export const editThisPost = "Edit this post"
export const loadingPost = "Loading the post…"
export const postNotFoundTitle = "Post not found"
export const postNotFoundText = "This post does not exist, or it has not been published."
export const seeLatestPosts = "See the latest posts"
// recipes
export const recipesTitle = "Recipes"
export const recipesIntro = "Recipes from our kitchen, grouped by category, built around what the garden and the pantry provide."
export const yourShoppingList = "Your shopping list"
export const shoppingListHas = (n: number) => ` has the ingredients of ${n} ${n === 1 ? "recipe" : "recipes"}.`
export const loadingRecipes = "Loading recipes…"
export const cookTimeOf = (time: string) => `Cook time: ${time}`
export const printRecipe = "Print recipe"
export const backToRecipes = "← Back to recipes"
export const editThisRecipe = "Edit this recipe"
export const printThePhotos = "Print the photos"
export const loadingTheRecipe = "Loading the recipe…"
export const moreRecipesOf = (category: string) => `More ${category} recipes`
export const fewer = (noun: string) => `Fewer ${noun}`
export const more = (noun: string) => `More ${noun}`
export const servingsNoun = "servings"
export const batchesNoun = "batches"
export const servings = "Servings"
export const batch = "Batch"
export const makes = "Makes"
export const category = "Category"
export const cookTime = "Cook time"
export const oven = "Oven"
export const ingredients = "Ingredients"
export const method = "Method"
export const notes = "Notes"
export const morePhotos = "More photos"
export const video = "Video"
export const source = "Source:"
export const startCooking = "Start cooking"
export const clearTicked = "Clear ticked ingredients"
export const preheatOvenTo = (temperature: string) => `Preheat oven to ${temperature}`
export const printedFrom = (address: string) => `Printed from ${address}`
export const close = "Close"
export const screenMayDim = "This browser cannot keep the screen awake, so it may dim while you cook."
export const stepOf = (step: number, steps: number) => `Step ${step} of ${steps}`
export const done = "Done"
// search
export const searchTitle = "Search"
export const resultsFor = (query: string) => `Results for “${query}”`
export const searchIntro = "Posts, journal entries, recipes, videos and photos from the homestead."
export const searchFor = "Search for"
export const searchButton = "Search"
export const searchingResults = "Searching…"
export const resultCount = (n: number) => (n === 1 ? "1 result" : `${n} results`)
// the journal by email
export const newPostsByEmail = "New posts by email"
export const subscribeLead = "Get each new post of the journal in your inbox. Every email has a link to unsubscribe."
export const subscribeToJournal = "Subscribe to the journal"
export const emailAddress = "Email address"
export const subscribing = "Subscribing…"
export const subscribe = "Subscribe"
export const unsubscribeTitle = "Unsubscribe"
export const yourSubscription = "Your subscription"
export const journalByEmail = "New posts of the journal, by email."
export const goToJournal = "Go to the journal"
export const confirmingSubscription = "Confirming your subscription…"
export const stopReceiving = "Stop receiving new posts by email? Your email address will be deleted."
export const unsubscribing = "Unsubscribing…"
export const unsubscribe = "Unsubscribe"
export const keepSubscription = "Keep my subscription"
// a recipe kept on this device for offline reading, and shown from there
export { offlineSavedCopy, recipeSavedOffline, unreachableSavedCopy } from "./messages.ts"
// a recipe's place on the shopping list
export const shoppingListFull = "Your shopping list is full: remove a recipe from it first."
export const forPortion = (portion: string) => ` for ${portion}`
export const listNowHas = (amount: string) => `Your shopping list now has this recipe${amount}.`
export const addedIngredients = (count: number, amount: string) => `Added ${count} ingredients${amount} to your shopping list.`
export const onShoppingList = "On your shopping list"
export const updateShoppingList = "Update shopping list"
export const addToShoppingList = "Add to shopping list"
export const viewShoppingList = "View shopping list"
// the shopping list's page
export const shoppingListTitle = "Shopping list"
export const shoppingListIntro = "The ingredients of the recipes you add, added up where they agree. Kept in this browser only."
export const shoppingListEmpty = "Your shopping list is empty"
export const shoppingListHowTo = "On a recipe’s page, choose the servings and press “Add to shopping list”: its ingredients come here."
/** " for Bread", " for Bread and Soup", " for Bread, Soup and Pie". */
export const forRecipes = (names: readonly string[]) => ` for ${names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`}`
export const removeLine = (line: string) => `Remove ${line}`
export const everythingTicked = "Everything is ticked off."
export const itemsLeft = (left: number, all: number) => `${left} of ${all} ${all === 1 ? "item" : "items"} left to buy`
export const printList = "Print list"
export const clearList = "Clear list"
export const ingredientsToBuy = "Ingredients to buy"
export const fromTheseRecipes = "From these recipes"
export const removeRecipeFromList = (recipe: string) => `Remove ${recipe} from the list`
export const remove = "Remove"
export const clearListTitle = "Clear the shopping list?"
export const clearListText = "Every line and tick goes, from this browser."
export const keepIt = "Keep it"
// Champlain Valley
export const champlainTitle = "Champlain Valley"
export const champlainIntro = "Our next homestead: from a desert backyard to a valley between the Adirondacks and Lake Champlain."
export const champlainNow =
  "For now the homestead is a city lot in Las Vegas. We grow what the heat allows: tomatoes and peppers in the spring, greens through the mild winter, herbs in every shady corner, and fruit trees that drink from drip lines. Water is precious here, so every bed is mulched and every drop is planned."
export const champlainPlan =
  "The plan is to move to a valley in the Adirondacks, on the New York side of Lake Champlain. Rich soil, real rain and four true seasons will change how we garden, cook and live."
export const lookingForward = "What we are looking forward to"
export const forwardGarden = "A larger kitchen garden with room for potatoes, squash, corn and beans."
export const forwardOrchard = "An orchard of cold-hardy apples, plums and berries."
export const forwardCellar = "A root cellar for the long winters, and a wood stove to cook on."
export const forwardHens = "Laying hens, and perhaps bees once we know the land."
export const learningFirst = "What we are learning first"
export const learningBefore =
  "Short seasons mean starting seeds indoors, extending the harvest with cold frames, and putting food by. The canning, fermenting and preserving recipes in our"
export const recipeCollection = "recipe collection"
export const learningBetween = "are practice for that, and the"
export const gardenJournalLink = "garden journal"
export const learningAfter = "keeps track of what works."
export const atAGlance = "At a glance"
export const today = "Today"
export const todayText = "An urban homestead in Las Vegas, Nevada"
export const tomorrow = "Tomorrow"
export const tomorrowText = "A valley in the Adirondacks near Lake Champlain"
export const climate = "Climate"
export const climateText = "From hot desert to cold winters and green summers"
export const followAlong = "Follow along"
export const followJournal = "Journal"
export const followVideos = "videos"
export const and = "and"
export const followPhotos = "photos"
// contact
export const contactTitle = "Contact"
export const contactIntro = "Questions about a recipe, a garden bed or the quiz game? We would love to hear from you."
export const contactNote =
  "Send us a note with the form below. Leave an email address if you would like a reply; we use it only to answer you and never share it."
export const sendMessage = "Send a message"
export const beforeYouWrite = "Before you write"
export const contactRecipes = "Recipes"
export const contactEach = "Each"
export const contactRecipe = "recipe"
export const contactRecipeRest = "lists its source and notes; the answer may already be there."
export const wrongQuestion = "A wrong quiz question?"
export const reportUnder = "Use “report a problem” under the question in the"
export const quizGameLink = "quiz game"
export const theMove = "The move"
export const readAboutThe = "Read about the"
export const champlainLink = "Champlain Valley"
export const plans = " plans."
