// The words of the owner's dashboard (its menu, the content lists and forms, the recipe import, the journal's
// subscribers): the catalogue's "dashboard" area (schemas/i18n/catalogue.ts). English, as the product says them;
// schemas/i18n/es-dashboard.ts holds the same keys in Spanish. A module of its own so that only the dashboard's
// chunks carry these: the home page never does (the owner's menu loads once an owner is signed in).

// The dashboard's toasts and the server's answers it shows, written where the rest of the product's are.
export {
  categoryExists,
  categoryRequired,
  deletePhoto,
  deletePost,
  deleteRecipe,
  deleteVideo,
  fetchAddressInvalid,
  fieldTooLong,
  imagesFromElsewhere,
  mailsUndelivered,
  photoAdded,
  photoDeleted,
  photoUpdated,
  postAdded,
  postDeleted,
  postUpdated,
  recipeAdded,
  recipeDeleted,
  recipeImportArchiveTooLarge,
  recipeImported,
  recipeImportJsonInvalid,
  recipeUpdated,
  saveNewCategoryFirst,
  uploadImageFirst,
  videoAdded,
  videoDeleted,
  videoUpdated,
} from "./messages.ts"

// the owner's menu and the dashboard's navigation
export const navDashboard = "Dashboard"
export const navPosts = "Posts"
export const navVideos = "Videos"
export const navPictures = "Pictures"
export const navRecipes = "Recipes"
export const navCategories = "Categories"
export const navProfile = "Profile"
export const logout = "Logout"
export const dashboardNavLabel = "Dashboard"
// a content list
export const edit = "Edit"
export const editName = (name: string) => `Edit ${name}`
export const deleteWord = "Delete"
export const deleteName = (name: string) => `Delete ${name}`
export const actions = "Actions"
export const loadingList = (plural: string) => `Loading ${plural}…`
export const emptyList = (plural: string) => `No ${plural} yet`
export const searchList = (plural: string) => `Search ${plural}`
export const listCount = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`
export const noneMatch = (plural: string, search: string) => `No ${plural} match “${search}”`
export const someMatch = (matched: number, count: string, search: string) => `${matched} of ${count} match “${search}”`
export const pagesOfList = (plural: string) => `Pages of the ${plural}`
// deleting
export const restored = (name: string) => `Restored “${name}”`
export const deleteLeaves = "It leaves the site at once; the note that follows has an Undo button for a few seconds."
export const cancel = "Cancel"
export const undo = "Undo"
// an entry's edit page
export const loadingEntry = (what: string) => `Loading ${what}…`
// the forms' parts
export const category = "Category"
export const newCategory = "New category"
export const loadingCategories = "Loading categories…"
export const newCategoryName = "New category name"
export const addCategory = "Add category"
export const uploadingImages = (n: number) => `Uploading ${n === 1 ? "image" : `${n} images`}…`
export const imageLimits = (kinds: string, megabytes: number) => `${kinds}, up to ${megabytes} MB.`
export const images = "Images"
export const imageNumber = (n: number) => `Image ${n}`
export const insertImage = (n: number) => `Insert image ${n}`
export const removeImage = (n: number) => `Remove image ${n}`
export const insert = "Insert"
export const remove = "Remove"
export const update = "Update"
export const entryName = (singular: string, n: number) => `${singular} ${n}`
export const editEntry = (name: string) => `Edit ${name}`
export const updateEntry = (name: string) => `Update ${name}`
export const removeEntry = (name: string) => `Remove ${name}`
export const noEntries = (label: string) => `No ${label.toLowerCase()} yet.`
export const addEntry = (singular: string) => `Add ${singular}`
export const pasteList = (singular: string) => `Or paste a list: one ${singular} per line.`
export const title = "Title"
export const description = "Description"
export const preview = "Preview"
export const previewOf = (title: string) => `Preview of ${title}`
export const videoLink = "Video link"
export const video = "Video"
export const videoAddress = "A YouTube or Vimeo address."
export const videoAddressOrEmpty = "A YouTube or Vimeo address, or leave empty."
export const videoPlaceholder = "https://www.youtube.com/watch?v=…"
export const uploadImages = "Upload images"
// posts
export const postsTitle = "Posts"
export const postsIntro =
  "Every post on the site, newest first: its date, title, whether it is published, where it shows, its author and text, ready to edit or delete. Search them, or sort them by date or title."
export const addPost = "Add Post"
export const postsPlural = "posts"
export const postSingular = "post"
export const postsCaption = "Posts"
export const columnDate = "Date"
export const columnStatus = "Status"
export const columnKind = "Kind"
export const columnAuthor = "Author"
export const columnBody = "Body"
export const columnQuiz = "Quiz"
export const published = "Published"
export const draft = "Draft"
export const publishes = "Publishes"
export const gardenJournal = "Garden journal"
export const post = "Post"
export const addPostIntro = "Write a new post or garden journal entry, with images and an optional video."
export const savedAsDraft = (title: string) => `Saved “${title}” as a draft: only you can see it`
export const untilItPublishes = (when: string) => ` until it publishes itself on ${when}.`
export const editTheDraft = "Edit the draft"
export const addedPost = (title: string) => `Added “${title}”.`
export const viewThePost = "View the post"
export const editPost = "Edit Post"
export const editPostIntro = "Change the text, images, video or date of this post."
export const thePost = "the post"
export const unsavedDraft = "Unsaved draft"
export const unsavedChanges = (when: string) => `You have unsaved changes to this post from ${when}, kept in this browser.`
export const restoreThem = "Restore them"
export const discardThem = "Discard them"
export const journalEntry = "Garden journal entry"
export const authorName = "Author name"
export const tags = "Tags"
export const tagsPlaceholder = "raised-beds, frost"
export const tagsHint = "Separated by commas. Each tag lists its posts at /journal/tag/…"
export const draftOnlyYou = "Draft (only you can see it)"
export const publishAt = "Publish at"
export const publishAtHint = "Leave empty to publish it yourself. Otherwise the post publishes itself then, in your own time zone, dated then."
export const createdAt = "Created at"
export const createdAtHint = "The post's date and time, in your own time zone."
export const updatePost = "Update Post"
// a post's body
export const writeOrPreview = "Write or preview"
export const write = "Write"
export const body = "Body"
export const markdownHint = "Markdown: **bold**, _italics_, ## headings, - lists, [links](https://…). HTML works too."
export const htmlHint = "HTML is allowed: paragraphs, links, lists, emphasis."
export const writeInMarkdown = "Write in Markdown"
export const previewEmpty = "The body appears here as it will be published."
export const formatting = "Formatting"
export const toolBold = "Bold"
export const toolItalics = "Italics"
export const toolHeading = "Heading"
export const toolLink = "Link"
export const toolQuote = "Quote"
export const toolBullets = "Bulleted list"
export const toolNumbers = "Numbered list"
export const toolCode = "Code"
export const withKeys = (label: string, keys: string) => `${label} (${keys})`
// a post's images
export const dropImages = (kinds: string, megabytes: number) => `Or drop several images here. ${kinds}, up to ${megabytes} MB each.`
export const mediaLibrary = "Media library"
export const uploads = "Uploads"
export const waiting = "Waiting…"
export const uploadingFile = (name: string) => `Uploading ${name}`
export const uploaded = "Uploaded"
export const loadingImages = "Loading your images…"
export const noImagesYet = "No images uploaded yet"
export const uploadedImages = "Uploaded images, newest first"
export const addUploadedImage = (n: number) => `Add uploaded image ${n}`
// photos
export const picturesTitle = "Pictures"
export const picturesIntro = "The photos in the public gallery, with their titles, categories and descriptions."
export const addPhoto = "Add Photo"
export const photosPlural = "photos"
export const photosCaption = "Photos, newest first"
export const image = "Image"
export const addPhotoIntro = "Upload a photo and give it a title, a category and a description."
export const editPhoto = "Edit Photo"
export const editPhotoIntro = "Change the title, category, image or description of this photo."
export const thePhoto = "the photo"
export const updatePhoto = "Update Photo"
export const replaceImage = "Replace image"
// videos
export const videosTitle = "Videos"
export const videosIntro = "The videos on the site, with their titles, categories and descriptions."
export const addVideo = "Add Video"
export const videosPlural = "videos"
export const videosCaption = "Videos by category"
export const addVideoIntro = "Add a video link with a title, a category and a description."
export const editVideo = "Edit Video"
export const editVideoIntro = "Change the title, category, link or description of this video."
export const theVideo = "the video"
export const updateVideo = "Update Video"
// recipes
export const recipesTitle = "Recipes"
export const addRecipe = "Add Recipe"
export const recipesIntro = "Every recipe, grouped by category; choose one to edit it."
export const importARecipe = "Import a recipe"
export const loadingRecipes = "Loading recipes…"
export const noRecipesYet = "No recipes yet"
export const addRecipeIntro = "Write up a recipe with its ingredients, method, notes, images and source."
export const editRecipe = "Edit Recipe"
export const editRecipeIntro = "Update the ingredients, steps and notes of this recipe."
export const theRecipe = "the recipe"
export const exportRecipe = "Export this recipe (JSON-LD)"
export const recipeName = "Name"
export const cookTime = "Cook time"
export const cookTimePlaceholder = "e.g. 45 minutes"
export const bakeTemperature = "Bake temperature"
export const bakeTemperaturePlaceholder = "e.g. 375°F"
export const bakeTemperatureHint = "Shown as 'Preheat oven to …' before the first step. Leave empty if there is no oven."
export const servings = "Servings"
export const servingsHint = "How many the recipe serves, so visitors can scale the ingredients. Leave empty if it does not say."
export const hasSubRecipes = "Has sub-recipes"
export const subRecipes = "Sub-recipes"
export const subRecipe = (name: string) => `Sub-recipe ${name}`
export const removeSubRecipe = "Remove sub-recipe"
export const subRecipeIngredients = (name: string) => `${name} ingredients`
export const subRecipeMethod = (name: string) => `${name} method`
export const subRecipeName = "Sub-recipe name"
export const addSubRecipe = "Add sub-recipe"
export const ingredients = "Ingredients"
export const otherIngredients = "Other ingredients"
export const ingredient = "ingredient"
export const method = "Method"
export const step = "step"
export const notes = "Notes"
export const note = "note"
export const source = "Source"
export const sourcePlaceholder = "A book, a person or a web address"
export const updateRecipe = "Update Recipe"
// importing a recipe
export const importFromUrl = "A web address"
export const importFromJsonLd = "Pasted JSON-LD"
export const importFromFile = "A Mealie or Tandoor file"
export const chooseRecipeFile = "Please choose a recipe file (JSON or zip) to import."
export const theFile = "The file"
export const pageCategory = (category: string) => `The page files it under "${category}": choose a category, or add it as a new one.`
export const importIntro = "Read a recipe from another site or a recipe manager into the form below. Check it before saving: nothing is saved yet."
export const importFrom = "Import from"
export const recipeAddress = "Recipe web address"
export const recipeAddressHint = "The page's recipe data is read; a page without any is read by the AI provider, if one is set up."
export const jsonLd = "JSON-LD"
export const jsonLdHint = 'The contents of a page\'s <script type="application/ld+json"> block.'
export const recipeFile = "Recipe file"
export const recipeFileHint =
  "A recipe downloaded from Mealie (its zip or JSON), or a Tandoor export (zip); from a file of several recipes, the first is imported."
export const importing = "Importing…"
export const importWord = "Import"
// the journal's subscribers
export const subscribersTitle = "Subscribers"
export const noMail = "This site sends no email (no SMTP server is set), so the journal offers no subscription."
export const countingSubscribers = "Counting subscribers…"
export const subscribersUncounted = "The subscribers could not be counted. Reload the page to try again."
export const confirmedSubscribers = (n: number) =>
  n === 1 ? "1 confirmed subscriber gets each new post by email." : `${n} confirmed subscribers get each new post by email.`
export const downloadList = "Download the list (CSV)"
