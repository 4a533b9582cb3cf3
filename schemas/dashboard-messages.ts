// The words of the owner's dashboard (its menu, the content lists and forms, the recipe import, the profile's
// sign-in and tokens, the webhooks, the journal's subscribers): the catalogue's "dashboard" area
// (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es-dashboard.ts holds the same keys
// in Spanish. A module of its own so that only the dashboard's chunks carry these: the home page never does (the
// owner's menu loads once an owner is signed in).

import type { ApiTokenScope } from "./api-token-rules.ts"

// The dashboard's toasts and the server's answers it shows, written where the rest of the product's are.
export {
  apiTokenCreated,
  apiTokenLimit,
  apiTokenMissing,
  apiTokenNameRequired,
  apiTokenNotForOwner,
  apiTokenNotForThis,
  apiTokenNotValid,
  apiTokenOwnerOnly,
  apiTokenPlayerReadOnly,
  apiTokenReadOnly,
  apiTokenRevoked,
  categoryExists,
  categoryRequired,
  deletePhoto,
  deletePost,
  deleteRecipe,
  deleteVideo,
  fetchAddressInvalid,
  fetchPrivateAddress,
  fetchStatus,
  fetchTimedOut,
  fetchTooLarge,
  fetchTooManyRedirects,
  fetchUnreachable,
  fieldTooLong,
  imageMissing,
  imagesFromElsewhere,
  imageTooLarge,
  imageTooManyPixels,
  imageUnknown,
  imageUrlInvalid,
  mailsUndelivered,
  notAnImage,
  notLoggedIn,
  oneImageFromElsewhere,
  passwordsDoNotMatch,
  photoAdded,
  photoDeleted,
  photoUpdated,
  postAdded,
  postDeleted,
  postUpdated,
  profileUpdated,
  publishAtNeedsDraft,
  publishAtPast,
  recipeAdded,
  recipeChangedMeanwhile,
  recipeDeleted,
  recipeImportAiTimedOut,
  recipeImportAiUnavailable,
  recipeImportArchiveTooLarge,
  recipeImported,
  recipeImportFileInvalid,
  recipeImportFirstOfMany,
  recipeImportImageSkipped,
  recipeImportJsonInvalid,
  recipeImportNeedsAi,
  recipeImportNotAPage,
  recipeImportNotFound,
  recipeImportOneImageSkipped,
  recipeNameCharacters,
  recipeNameReserved,
  recipeNameTaken,
  recipeUpdated,
  recoveryCodesReplaced,
  recoveryCodeUsed,
  saveNewCategoryFirst,
  secondStepExpired,
  secondStepNeeded,
  servingsRange,
  singleSignOnExpired,
  singleSignOnSigningIn,
  someImagesFromElsewhere,
  twoFactorAlreadyOn,
  twoFactorCodeRequired,
  twoFactorCodeReused,
  twoFactorNoSetup,
  twoFactorNotOn,
  twoFactorOff,
  twoFactorOn,
  uploadImageFirst,
  videoAdded,
  videoDeleted,
  videoLinkInvalid,
  videoUpdated,
  wrongTwoFactorCode,
} from "./messages.ts"

// The owner's webhooks (web/src/webhooks): the page's words, its deliveries' problems and the server's answers,
// written beside the webhooks feature's other messages; the page's title is the frame's (the owner's menu names it).
export {
  webhookAddButton,
  webhookAdded,
  webhookAddedAt,
  webhookAddTitle,
  webhookAttempts,
  webhookCopy,
  webhookDeliveredStatus,
  webhookDeliveriesEmpty,
  webhookDeliveriesLabel,
  webhookDeliveriesRefresh,
  webhookDeliveriesTitle,
  webhookEventLabel,
  webhookEventsAsked,
  webhookEventsLegend,
  webhookEventsRequired,
  webhookFailedStatus,
  webhookGoneBeforeDelivery,
  webhookKeep,
  webhookLastProblem,
  webhookLastResponse,
  webhookMissing,
  webhookNextTry,
  webhookNoResponse,
  webhookPrivateAddress,
  webhookReceiverAnswered,
  webhookRemove,
  webhookRemoveConfirm,
  webhookRemoved,
  webhookRemovedEndpoint,
  webhookRemoveFor,
  webhookRemoveText,
  webhookRemoveTitle,
  webhookRequestedAt,
  webhookResponseCode,
  webhookRetryingStatus,
  webhookSecretCopied,
  webhookSecretDone,
  webhookSecretHint,
  webhookSecretLabel,
  webhookSecretNotCopied,
  webhooksEmpty,
  webhookSendTest,
  webhookSendTestFor,
  webhookSentTo,
  webhooksIntro,
  webhooksListLabel,
  webhookTestData,
  webhookTestQueued,
  webhookUrlHint,
  webhookUrlInvalid,
  webhookUrlLabel,
  webhookWaitingStatus,
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
// the dashboard's home
export const welcome = (name: string) => `Welcome, ${name}`
export const dashboardIntro = "Manage the site's content from here."
export const dashboardSections = "Dashboard sections"
export const postsArea = "Write, edit and remove journal and blog posts."
export const videosArea = "Add and organise videos by category."
export const picturesArea = "Upload photos and keep the gallery tidy."
export const recipesArea = "Add recipes and keep them up to date."
export const webhooksArea = "Tell other services when you publish or someone plays."
export const categoriesArea = "Rename or remove the categories of recipes, videos and photos."
export const makeQuizArea = "Make a quiz for the quiz game from a recipe, a post, your own text, a web page or a PDF."
export const makeQuiz = "Make a quiz"
export const profileArea = "Change your username and password."
export const backupTitle = "Backup"
export const backupBefore = "Everything on the site in one file: every change ever made, and every photo. Keep it somewhere safe;"
export const backupAfter = "brings it back on this or another machine."
export const downloadBackup = "Download a backup"
export const exportsTitle = "Exports"
export const exportsText =
  "Your recipes as schema.org Recipe JSON-LD, which recipe managers such as Mealie and Tandoor import, and every post, journal entry, recipe, photo and video as JSON."
export const downloadRecipes = "Download all recipes (JSON-LD)"
export const downloadContent = "Download all content (JSON)"
// signing in, and the profile
export const signIn = "Sign in"
export const signInTitle = "Sign In"
export const username = "Username"
export const password = "Password"
export const code = "Code"
export const codeHint = "The six digits your authenticator app shows, or one of your recovery codes."
export const back = "Back"
export const profileIntro = "Change the username and password you sign in with, turn two-factor sign-in on or off, and make API tokens for your scripts."
export const newPassword = "New password"
export const confirmPassword = "Confirm password"
export const updateProfile = "Update profile"
export const tokensPurpose = "A token lets a script use the content API: read your posts, recipes, photos and videos, or also change them."
// two-factor sign-in
export const codesCopied = "The recovery codes are copied."
export const codesNotCopied = "The codes could not be copied here. Please write them down or select and copy them."
export const twoFactorTitle = "Two-factor sign-in"
export const twoFactorOffText = "Off. With it on, signing in asks for a code from an authenticator app on your phone after your password."
export const turnOnTwoFactor = "Turn on two-factor sign-in"
export const scanCode = "Scan this code with your authenticator app, or type the key into it. Then enter the code the app shows."
export const qrAlt = "QR code of the key for your authenticator app"
export const drawingQr = "Drawing the QR code…"
export const key = "Key:"
export const codeFromApp = "Code from the app"
export const turnOn = "Turn on"
export const codesReplaced = "Your new recovery codes: the old ones no longer work."
export const keepCodes = "Keep these recovery codes somewhere safe: each one signs you in once if your phone is lost. They are not shown again."
export const recoveryCodes = "Recovery codes"
export const copyCodes = "Copy the codes"
export const savedThem = "I have saved them"
export const twoFactorOnText = (left: number) =>
  `On. ${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left. To get new recovery codes or to turn it off, enter a code from your authenticator app.`
export const getNewCodes = "Get new recovery codes"
export const turnOff = "Turn off"
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
/** What the link button shows (its name is toolLink). */
export const toolLinkGlyph = "Link"
/** The words a mark puts in to type over when nothing is selected. */
export const placeholderBold = "bold text"
export const placeholderItalics = "italic text"
export const placeholderLink = "link text"
export const placeholderCode = "code"
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
export const addressPlaceholder = "https://…"
export const recipeAddressHint = "The page's recipe data is read; a page without any is read by the AI provider, if one is set up."
export const jsonLd = "JSON-LD"
export const jsonLdHint = 'The contents of a page\'s <script type="application/ld+json"> block.'
export const recipeFile = "Recipe file"
export const recipeFileHint =
  "A recipe downloaded from Mealie (its zip or JSON), or a Tandoor export (zip); from a file of several recipes, the first is imported."
export const importing = "Importing…"
export const importWord = "Import"
// categories
export const categoriesIntro =
  "Rename a category (its entries move with it) or delete one nothing uses. New categories are added from the recipe, video and photo forms."
export const recipeCategories = "Recipe categories"
export const videoCategories = "Video categories"
export const photoCategories = "Photo categories"
export const recipesPlural = "recipes"
export const noCategoriesYet = "No categories yet"
export const enterName = "Please enter a name."
export const renamed = (from: string, to: string) => `Renamed “${from}” to “${to}”`
export const categoryDeleted = (name: string) => `Deleted the category “${name}”`
export const renameName = (name: string) => `Rename ${name}`
export const rename = "Rename"
export const newNameFor = (name: string) => `New name for “${name}”`
export const save = "Save"
export const inUse = (plural: string) => `In use: rename it, or move its ${plural} to another category, to delete it.`
// API tokens (the owner's profile, and a player's)
export const apiTokensTitle = "API tokens"
export const tokenUse = "A script sends one as"
export const never = "Never"
export const noTokens = "No tokens yet."
export const yourTokens = "Your API tokens"
export const tokenCreated = "Created"
export const tokenLastUsed = "Last used"
export const revokeName = (name: string) => `Revoke ${name}`
export const revoke = "Revoke"
export const newToken = (name: string) => `New token “${name}”`
export const copy = "Copy"
export const done = "Done"
export const createAToken = "Create an API token"
export const tokenName = "Token name"
export const tokenNameHint = "What will use it, e.g. “Backup script”."
export const access = "Access"
export const createToken = "Create token"
export const revokeQuestion = (name: string) => `Revoke “${name}”?`
export const revokeWarning = "Scripts using this token stop working at once. This cannot be undone."
export const revokeToken = "Revoke token"
export const keepIt = "Keep it"
export const tokenCopied = "The token is copied."
export const tokenNotCopied = "The token could not be copied here. Please select it and copy it."
/** What each scope lets a token do. */
export const tokenScopes: Readonly<Record<ApiTokenScope, string>> = { read: "Read", write: "Read and write" }
// the journal's subscribers
export const subscribersTitle = "Subscribers"
export const noMail = "This site sends no email (no SMTP server is set), so the journal offers no subscription."
export const countingSubscribers = "Counting subscribers…"
export const subscribersUncounted = "The subscribers could not be counted. Reload the page to try again."
export const confirmedSubscribers = (n: number) =>
  n === 1 ? "1 confirmed subscriber gets each new post by email." : `${n} confirmed subscribers get each new post by email.`
export const downloadList = "Download the list (CSV)"
