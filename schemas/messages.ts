// Every user-facing message of the product (listed in docs/product.md §8), written once and used from here.
// Messages that take values are functions. Each is its own export, so a bundle carries only the messages its
// code uses; callers import the module as a namespace (`import * as Messages`) and read `Messages.name`.

import { ACCEPTED_IMAGE_NAMES } from "./media-limits.ts"
import { SIGN_IN_WINDOW_MINUTES } from "./sign-in-limits.ts"
import { SECOND_STEP_MINUTES } from "./two-factor-rules.ts"

// access
export const notLoggedIn = "You are not logged in. Please navigate to login URL to login."
export const notQuizAdmin = "You must be a Quiz Game admin to access this area."
// session, site (the tagline) and search: the page frame's, kept in their own module
export { networkOffline, networkUnreachable, searchNoResults, sessionExpiredAlert, sessionExpiredToast, tagline, webhooksTitle } from "./frame-messages.ts"
// validation (§5)
export const passwordsDoNotMatch = "Passwords do not match"
export const categoryExists = "Category already exists"
export const topicRequired = "You must enter a topic"
export const levelRequired = "You must enter a level"
export const numberRange = "You must enter a number between 1-25"
export const kindsRequired = "Please pick at least one kind of question."
/** `kinds` already joined ("multiple_choice, true_false"), so that the words around both values show where they are. */
export const unknownQuestionKind = (name: string, kinds: string): string => `"${name}" is not a kind of question; the kinds are ${kinds}.`
export const feedbackRequired = "Please enter feedback."
export const reportExplanationRequired = "Please enter an explanation."
export const reportNameRequired = "Please enter your name."
export const ratingRequired = "You must enter a rating for it to be logged. Sorry, no ratings of 0."
export const joinGroupKeysRequired = "Please make sure to enter both group_key and invite_key"
export const groupNameRequired = "Please enter group name"
export const correctAnswerInOptions = "Correct answer must be one of the options."
export const questionKindKept = (kind: string): string => `This question is ${kind}; an edit keeps its kind.`
export const deletePost = "Delete post?"
export const deleteRecipe = "Delete recipe?"
export const deletePhoto = "Delete photo?"
export const deleteVideo = "Delete video?"
// errors (§8)
export const quizLoadFailed = "Something went wrong getting the quiz."
export const submissionFailed = "Submission failed"
export const timeExpired = "Time expired, time to be judged... I mean graded."
export const topicSubmissionFailed = "Topic submission failed."
// success (§8)
export const profileUpdated = "Profile updated"
export const postDeleted = "Post deleted"
export const feedbackSubmitted = "Feedback submitted successfully!"
export const photoAdded = "Photo added"
/** Under a post's preview when its text asks for images from other sites, which the site does not show. */
export const imagesFromElsewhere = (sources: readonly string[]) =>
  sources.length === 1 ? oneImageFromElsewhere(sources[0]!) : someImagesFromElsewhere(sources.join(", "))
// Its two wordings, each taking its value as it is shown, so the server's refusal is found by its shape.
export const oneImageFromElsewhere = (source: string) =>
  `This image is not among this site's uploads, so it cannot be shown: ${source}. Upload the picture with "Upload images" and insert it instead.`
export const someImagesFromElsewhere = (sources: string) =>
  `These images are not among this site's uploads, so they cannot be shown: ${sources}. Upload the picture with "Upload images" and insert it instead.`
export const postAdded = "Post added"
export const postUpdated = "Post updated"
export const recipeAdded = "Recipe added"
export const recipeUpdated = "Recipe updated"
export const recipeDeleted = "Recipe deleted"
export const videoAdded = "Video added"
export const videoUpdated = "Video updated"
export const videoDeleted = "Video deleted"
export const quizCompleted = "Quiz added to completed quizzes"
export const groupJoined = "Group joined"
export const groupChallenged = "The group has been challenged"
export const groupCreated = (group: string) => `${group} group created`
export const newKeysCreated = (group: string) => `New keys created for ${group}`
export const questionUpdated = "Question updated"
export const questionKept = "Kept as it is. It comes back to the list if it still looks off once twice as many players have answered it."
// live toasts (§8)
export const memberJoined = (user: string, group: string) => `${user} has joined the group ${group}`
export const newChallenge = (topic: string, level: string, group: string) => `New challenge received: ${topic} - ${level} in group ${group}`
// quiz remarks (§9)
export const perfectQuiz = "Perfect Quiz! Outstanding."
export const excellentQuiz = "Excellent job!"
export const solidQuiz = "That's pretty solid."
export const mediocreQuiz = "Mediocre."
export const barelyPassedQuiz = "You technically passed. Barely."
export const tookTheQuiz = "Well, you took the quiz and that's what counts."
// server-side messages of our own (shown to users; beyond the first design)
export const invalidCredentials = "Wrong username or password."
export const tooManySignIns = `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`
export const foreignOrigin = "This request came from another site and was refused."
export const usernameTaken = "That username is already taken."
export const notSignedIn = "Please sign in first."
export const forbidden = "You are not allowed to do that."
export const tokenExpired = "Your session has expired, please login again"
// account input rules (server-side, our own)
export const usernameRule = "A username is 3 to 30 letters, digits, underscores, hyphens or dots."
export const usernameRequired = "Please enter a username."
export const passwordRequired = "Please enter a password."
export const passwordTooShort = "A password needs at least 8 characters."
export const passwordTooLong = "A password can have at most 200 characters."
export const emailInvalid = "Please enter a valid email address, or leave it empty."
export const feedbackTooLong = "Feedback can have at most 5000 characters."
export const fieldTooLong = (field: string, max: number) => `${field} can have at most ${max} characters.`
export const signedOut = "Signed out"
export const accountDeleted = "Account deleted"
// quiz play, ratings and reports (server-side, our own)
export const quizNotFound = "That quiz does not exist."
export const questionNotFound = "That question does not exist."
export const reportNotFound = "That report does not exist."
export const reportOtherQuestion = "That report is about another question."
export const quizUserNotFound = "There is no quiz player with that username."
export const startBeforeGrading = "Start the quiz for a grade before submitting it for grading."
export const alreadyGraded = "You have already completed this quiz for a grade; it can be taken again only for fun."
export const gradedAfterPractice = "You already took this quiz for fun, so it can no longer be graded."
export const finishGradedFirst = "You started this quiz for a grade; finish it before taking it for fun."
export const answersLocked = "Finish the quiz before looking at the answers."
export const gradeOtherUser = "You can only submit your own quizzes."
export const ratingSaved = "Thanks for rating this quiz!"
export const reportReceived = "Thanks! Your report will be reviewed."
export const userInfoUpdated = (user: string) => `${user}'s info updated`
export const completionNotFound = "You have not completed that quiz."
// a quiz's and a question's problems (engine/quiz/validate.ts): the question editor refuses an edit with one of them
export const quizNoTopic = "The quiz has no topic."
export const notAQuizLevel = (level: string) => `"${level}" is not a quiz level.`
export const questionsOutOfRange = (requested: number, min: number, max: number) => `${requested} questions were requested; a quiz has ${min} to ${max}.`
export const questionsNotAsRequested = (count: number, requested: number) => `The quiz has ${count} questions; ${requested} were requested.`
export const questionNoId = (n: number) => `Question ${n} has no id.`
export const questionNoText = (n: number) => `Question ${n} has no question text.`
export const questionNoExplanation = (n: number) => `Question ${n} has no explanation.`
export const questionSameId = (n: number, earlier: number, id: string) => `Question ${n} has the same id as question ${earlier} ("${id}").`
export const questionRepeats = (n: number, earlier: number) => `Question ${n} repeats question ${earlier}.`
/** What a question offers to choose among or arrange. */
export type ChoiceNoun = "option" | "accepted answer" | "item"
export const choiceCount = (n: number, count: number, noun: ChoiceNoun, min: number, max: number) =>
  `Question ${n} has ${count} ${noun}s; it needs ${min} to ${max}.`
export const choiceEmpty = (n: number, noun: ChoiceNoun, place: number) => `Question ${n}, ${noun} ${place} is empty.`
export const choicesSame = (n: number, noun: ChoiceNoun, first: number, second: number, text: string) =>
  `Question ${n}, ${noun}s ${first} and ${second} are the same ("${text}").`
export const noCorrectAnswer = (n: number) => `Question ${n} has no correct answer.`
export const correctNotAnOption = (n: number, correct: string) => `Question ${n}: the correct answer "${correct}" is not one of its options.`
export const correctTwice = (n: number, correct: string) => `Question ${n}: the correct answer "${correct}" appears more than once.`
export const acceptedTooLong = (n: number, place: number, max: number) => `Question ${n}, accepted answer ${place} is longer than ${max} characters.`
export const sliderNotNumbers = (n: number) => `Question ${n}: the slider's numbers must all be numbers.`
export const sliderMaxNotAboveMin = (n: number, max: number, min: number) => `Question ${n}: the slider's max (${max}) must be above its min (${min}).`
export const sliderStepNotAboveZero = (n: number) => `Question ${n}: the slider's step must be above 0.`
export const sliderTooManyPositions = (n: number, most: number) => `Question ${n}: the slider has more than ${most} positions; take a larger step.`
export const sliderAnswerOff = (n: number, answer: number, min: number, max: number, step: number) =>
  `Question ${n}: the answer ${answer} is not a position of the slider (${min} to ${max} by ${step}).`
export const sliderMarginNegative = (n: number) => `Question ${n}: the slider's margin cannot be below 0.`
export const sliderUnitTooLong = (n: number, max: number) => `Question ${n}: the slider's unit is longer than ${max} characters.`
/** Guards of stored quizzes, whose questions passed the same checks when written: the problems already joined. */
export const quizNotValid = (problems: string) => `The quiz is not valid: ${problems}`
export const questionNotValid = (problems: string) => `The question is not valid: ${problems}`
// why a generated question was not stored (engine/quiz-generation: quality.ts, verify.ts), kept with the quiz and
// shown in the quiz admin's question history
export const choicesNearlySame = (noun: "Options" | "Items", first: number, second: number, a: string, b: string) =>
  `${noun} ${first} and ${second} ("${a}", "${b}") are nearly the same.`
export const optionAboutOthers = (option: string) => `"${option}" is an option about the other options.`
export const answerGivenAway = (answer: string) => `The question gives its answer ("${answer}") away.`
export const keyStandsOut = "The correct answer is far longer than every other option."
export const checkGaveNoAnswer = "The check gave no answer to it."
export const checkChoseOther = (picked: string, key: string) => `The check chose "${picked}", not the key "${key}".`
// answers that cannot answer their question (engine/quiz/kinds/answer-check.ts), in solo play and live rounds
export const trueFalseAnswer = 'A true/false answer is "True" or "False".'
export const typedAnswerTooLong = (max: number) => `A typed answer has at most ${max} characters.`
export const orderAnswer = "An order answer lists every item of the question once."
export const sliderAnswer = (min: number, max: number, step: number) => `A slider answer is a number from ${min} to ${max} in steps of ${step}.`
export const pollAnswer = "A poll answer is one of its options."
// media uploads (server-side, our own)
export const imageTooLarge = (megabytes: number) => `That image is too large (the limit is ${megabytes} MB).`
export const notAnImage = `That file is not an image we can use (${ACCEPTED_IMAGE_NAMES}).`
export const imageTooManyPixels = (megapixels: number) => `That image has too many pixels to process (the limit is ${megapixels} megapixels).`
export const imageMissing = 'Please choose an image to upload (form field "image").'
export const tooManyScreenshots = "Too many screenshots from your address. Please try again later."
// quiz generation (server-side, our own)
export const aiNotConfigured =
  "No quiz generator is configured. Set AI_BASE_URL, AI_API_KEY and AI_MODEL_BASIC (and AI_MODEL_HQ for high-quality quizzes) and restart."
export const aiModelNotConfigured = (variable: string) => `This kind of quiz has no model configured. Set ${variable} and restart.`
export const aiTimedOut = "The quiz generator took too long to answer. Please try again."
export const aiUnavailable = "The quiz generator is not answering right now. Please try again later."
export const aiUnusableQuiz = "The quiz generator returned an unusable quiz. Please try again."
export const highQualityNeedsSignIn = "Please sign in to generate high-quality quizzes. Basic quizzes are open to everyone."
export const highQualityQuotaUsed = "You have used today's 10 high-quality quizzes. Basic quizzes are still available."
export const quizModelChoice = 'Please choose "basic" or "high_quality" for the model.'
export const guestGenerationLimit = (perHour: number) => `Guests can generate ${perHour} quizzes an hour. Please try again later, or sign in to generate more.`
// site search (our own)
export const searchQueryRequired = "Please enter something to search for."
export const searchQueryTooLong = (max: number) => `A search can have at most ${max} characters.`
// the homestead coach (server-side, our own)
export const coachUnknown = 'There is no such coach. Ask "hsCoach", the homestead coach.'
export const coachMessageRequired = "Please enter a message for the coach."
export const coachMessageTooLong = (max: number) => `A message to the coach can have at most ${max} characters.`
export const coachTooManyMessages = (limit: number, minutes: number) =>
  `You can send the coach ${limit} messages every ${minutes} minutes. Please wait a little and try again.`
export const coachNotConfigured = "The coach has no AI provider configured. Set AI_BASE_URL, AI_API_KEY and AI_MODEL_BASIC and restart."
export const coachTimedOut = "The coach took too long to answer. Please try again."
export const coachUnavailable = "The coach is not answering right now. Please try again later."
export const coachConversationCleared = "Started a new conversation."
// content (server-side, our own)
export const photoDeleted = "Photo deleted"
export const recipeNameTaken = "A recipe with that name already exists."
export const recipeNameCharacters = "A recipe name cannot contain / ? # % or \\."
export const recipeNameReserved = "That recipe name is reserved; please choose another."
export const servingsRange = (min: number, max: number) => `Servings must be a whole number from ${min} to ${max}.`
export const recipeChangedMeanwhile = "The recipe was changed meanwhile; please reload it and try again."
export const videoLinkInvalid = "Video links must be YouTube or Vimeo links."
export const categoryRequired = "Please choose a category."
export const categoryNotFound = "That category does not exist."
export const imageUnknown = "That image was not found; please upload it again."
export const imageUrlInvalid = "Images must be uploaded images (/media/…) or http(s) links."
export const bodyUnreadable = "The request body could not be read (is it valid JSON?)"
export const formDataUnreadable = "The form data could not be read."
export const uploadTooLarge = "The upload is too large"
export const requestTooLarge = (size: string) => `Request body too large (the limit is ${size})`
export const noApiEndpoint = (method: string, path: string) => `No API endpoint ${method} ${path}`
export const shuttingDown = "The server is shutting down"
export const internalError = "Internal server error"
export const idMismatch = "The _id in the body does not match the address."
export const dateInvalid = (field: string) => `${field} must be a date, e.g. 2026-03-05.`
export const fieldRequired = (field: string) => `${field} is required.`
export const tooMany = (field: string, max: number) => `${field} can have at most ${max} entries.`
export const postNotFound = "That post does not exist."
export const publishAtNeedsDraft = "A post that publishes itself later is saved as a draft until then: tick Draft, or clear Publish at."
export const publishAtPast = "Publish at must be a time still to come."
export const videoNotFound = "That video does not exist."
export const photoNotFound = "That photo does not exist."
export const recipeNotFound = "That recipe does not exist."
// groups and challenges (server-side, our own)
export const groupNotFound = "That group does not exist."
export const notGroupMember = "Only members of this group can do that."
export const notCommissioner = "Only the group's commissioner can do that."
export const groupKeyInvalid = "No group has that group key."
export const inviteKeyInvalid = "That invite key is not valid for this group."
export const inviteKeyUsed = "That invite key has already been used."
export const alreadyGroupMember = "You are already a member of this group."
export const groupBusy = "Many people are joining this group right now. Please try again."
// the join link (a QR code or a shared address that joins in one tap)
export const joinLinkUsed = "This join link has already been used. Ask the group's commissioner for a new one."
export const joinLinkInvalid = "This join link is no longer valid. Ask the group's commissioner for a new one."
export const joinLinkSignIn = "You have been invited to join a quiz group. Log in or register, and you will join it right away."
export const joinLinkAlreadyMember = (group: string) => `You are already a member of ${group}.`
export const inviteKeyCount = (max: number) => `Please choose between 1 and ${max} invite keys.`
export const tooManyUnusedKeys = (max: number) => `A group can hold at most ${max} unused invite keys.`
export const tooManyJoinAttempts = "Too many wrong group or invite keys. Please wait a few minutes and try again."
export const tooManyOwnGroups = (max: number) => `You can have at most ${max} groups of your own. Delete one to create another.`
export const groupCreationsTooFast = "You have created several groups in a short time. Please wait a while and try again."
export const inviteKeyRequestsTooFast = "You have made new invite keys many times in a short time. Please wait a while and try again."
export const challengesTooFast = "You have issued several challenges in a short time. Please wait a few minutes and try again."
export const challengeDailyLimit = (max: number) => `You have issued ${max} challenges today, the daily limit. Please come back tomorrow.`
export const groupDeleted = (group: string) => `${group} group deleted`
export const challengeExists = "This quiz has already been put to this group as a challenge."
export const nobodyToChallenge = "There is nobody else in this group to challenge yet."
export const challengeAsYourself = "You can only issue challenges as yourself."
export const groupRoomJoined = "Joined the group room"
export const serverTrouble = "Something went wrong on the server. Please try again."
export const storeUnavailable = "The site cannot reach its database right now. Please try again in a moment."
export const writeConflict = "Someone else changed this at the same moment. Please try again."
export const groupEventsFromServer = "Group updates are sent by the server as they happen; relayed client updates are not accepted."
// live games (server-side, our own)
export const liveJoined = "Joined the live game"
export const liveLeft = "Left the live game"
export const liveReadyUpdated = "Ready status updated"
export const liveTopicSubmitted = "Topic submitted"
export const liveRoundStarted = "The round has started"
export const liveAnswersReceived = "Answers received"
export const liveGameReset = "The live game was reset"
export const liveConnections = "Connected players"
export const liveNotInGame = "You are not in a live game. Please join one first."
export const notLiveParticipant = "Only players in this live game can do that. Please join it first."
export const liveRoundRunning = "A live round is already under way. Please wait for it to finish."
export const liveGroupNotReady = "Every player must submit a topic and be ready before the round starts."
export const liveNoTopics = "There are no topics left. Submit a topic or reset the game."
export const liveNoRound = "There is no live round under way."
export const liveWaitForNextRound = "You joined during this round; you will play in the next one."
export const liveAlreadyFinished = "Your answers for this round are already in."
export const liveRoundOver = "This round's time is up."
export const liveRoundLost = "The quiz for this round could not be made in time. Please start again."
export const liveGameBusy = "The live game is very busy right now. Please try again."
export const liveModeChosen = "Mode chosen"
export const liveUnknownMode = "Please choose whole quiz or question by question."
export const liveAnswerTaken = "Answer received"
export const liveQuestionClosed = "This question is closed."
export const liveAlreadyAnswered = "You have already answered this question."
export const liveNotAnOption = "Please choose one of the question's options."
export const liveQuestionByQuestion = "This round is played one question at a time."
// password reset by email (our own)
export const resetLinkSent = "If that account has an email address, a link to choose a new password is on its way. It works once, for 30 minutes."
export const resetByAdmin = "This site does not send email. Ask the site's admin to reset your password."
export const resetLinkInvalid = "This reset link has expired or was already used. Ask for a new one."
export const passwordReset = "Your password is changed. Log in with the new one."
export const tooManyResetRequests = "Too many reset requests from here. Please try again later."
export const resetLoginRequired = "Enter your username or email."
// sessions that end, floods (docs/product.md §6.3)
export const deletedPlayer = "Deleted player"
export const currentPasswordWrong = "Your current password is not right."
export const sessionEnded = "Your session has ended. Please log in again."
export const socketFlooded = "Too many messages too quickly, so the connection was closed. Please reload the page."
export const tooManyAccountSignIns = "Too many failed sign-in attempts for this account. Please wait a little and try again."
// the owner's two-factor sign-in
export const secondStepNeeded = "Enter the code from your authenticator app."
export const wrongTwoFactorCode = "That code is not right. Check the time on your phone and try the current code."
export const twoFactorCodeReused = "That code was just used. Wait for the next one."
export const recoveryCodeUsed = "That recovery code has already been used. Each one works once."
export const secondStepExpired = `The sign-in has expired or had too many wrong codes. Enter your password again (you have ${SECOND_STEP_MINUTES} minutes for the code).`
export const twoFactorAlreadyOn = "Two-factor sign-in is already on."
export const twoFactorNotOn = "Two-factor sign-in is not on."
export const twoFactorNoSetup = "Start the setup again: no two-factor setup is waiting."
export const twoFactorOn = "Two-factor sign-in is on."
export const twoFactorOff = "Two-factor sign-in is off."
export const recoveryCodesReplaced = "New recovery codes are ready. The old ones no longer work."
export const twoFactorCodeRequired = "Enter the code."
export const tooManyFeedback = "Too much feedback in a short time. Please try again later."
export const tooManyReports = "Too many question reports in a short time. Please try again later."
export const liveTooManyChanges = "You have changed that too often this round. Please wait for the next round."
// client-side messages of our own
export const userRegistered = (user: string) => `${user} is registered`
export const saveNewCategoryFirst = "Please save the new category first, then submit again."
export const uploadImageFirst = "Please upload an image first."
export const photoUpdated = "Photo updated"
// rounds without traps (asked before a one-shot hand-in or a reset; challenge results)
export const unansweredTitle = "Submit with questions unanswered?"
export const unansweredConfirm = (n: number) =>
  `${n === 1 ? "1 question is" : `${n} questions are`} not answered. Unanswered questions count as wrong, and there is no second attempt.`
export const submitAnyway = "Submit anyway"
export const keepAnswering = "Keep answering"
export const liveResetNotAllowed = "Only the group's commissioner or the player who started the last round can reset the game."
export const liveResetTitle = "Reset the live game?"
export const liveResetConfirm = "Every waiting topic and everyone's ready status is cleared. The scores stay."
export const challengeCompleted = (user: string, topic: string, group: string) => `${user} completed your challenge ${topic} in group ${group}`
export const reportOptionUnknown = "That option is not one of this question's options."
// fair play and abuse resistance (server-side, our own)
export const answersHeldForLiveRound = "This quiz is being played in a live round; its answers are shown when the round is over."
export const answersAfterSubmitting = "Submit your answers before looking at the correct ones."
const aboutMinutes = (n: number) => `in about ${n === 1 ? "1 minute" : `${n} minutes`}`
export const answersHeldForGrading = (minutes: number) =>
  `Someone is taking this quiz for a grade right now, so its answers are held until they finish. Please look again ${aboutMinutes(minutes)}.`
export const funHeldForGrading = (minutes: number) =>
  `Someone is taking this quiz for a grade right now, so it can be finished for fun only once they are done. Your answers are kept: please try again ${aboutMinutes(minutes)}.`
export const resultHeldNote = "Your result is saved. The answers are shown once nobody is taking this quiz for a grade."
export const lookAgain = "Look again"
export const quizHeldForLiveRound = "This quiz is being played in a live round; it opens to everyone when the round is over."
export const textNotAllowed = "Text must not contain NUL characters or unpaired surrogates."
export const jsonTooDeep = (levels: number) => `The request body is nested too deeply (the limit is ${levels} levels).`
export const basicDailyLimit = (limit: number) => `You have generated ${limit} quizzes today, the daily limit. Please come back tomorrow.`
export const aiMonthlyBudget = "The AI provider has used this month's budget for this site. Please try again next month."
export const siteAiCeiling = "The quiz generator has reached today's limit for this site. Please try again tomorrow."
export const accountAiShare = (limit: number) =>
  `You have used today's ${limit} AI calls, one account's share of this site's daily limit. Please come back tomorrow.`
export const liveStarterDailyLimit = (limit: number) =>
  `You have generated ${limit} quizzes today, the daily limit, so you cannot start a round. Another player can start it.`
export const liveGroupDailyRounds = (limit: number) => `This group has started ${limit} live rounds today, the daily limit. Please come back tomorrow.`
export const registrationLimit = "Too many accounts were registered from your network recently. Please try again later."
export const generationCrossSite = "Quizzes can only be generated from this site's own pages."
// fetching a page on a user's behalf (server-side, our own)
export const fetchAddressInvalid = "Please give a web address starting with http:// or https://."
export const fetchPrivateAddress = "That address is on a private network, which this site does not fetch from."
/** The limit as sizeText writes it (schemas/size-text.ts). */
export const fetchTooLarge = (size: string) => `That page is too large to fetch (the limit is ${size}).`
export const fetchTimedOut = "That page took too long to answer. Please try again later."
export const fetchTooManyRedirects = "That address redirected too many times."
export const fetchStatus = (status: number) => `That page could not be fetched (it answered ${status}).`
export const fetchUnreachable = "That page could not be reached. Please check the address."
// quiz night: live games for anyone with the PIN (our own)
export const pinNotFound = "No game is open with that PIN. Please check it and try again."
export const pinFormat = "A PIN is six digits."
export const pinRemoved = "The host has removed you from this game."
export const pinHostOnly = "Only the game's host can do that."
export const pinNoPlayers = "Nobody has joined yet. Share the PIN, then start."
export const pinGameFull = "This game is full."
export const pinPlayerNotFound = "There is no player of that name in this game."
export const pinGameOpened = "Game opened"
export const pinJoined = "You're in! See your nickname on the screen?"
export const pinPlayerRemoved = "Player removed"
export const pinGameEnded = "The game has ended"
export const pinAdvanced = "On to the next step"
export const pinNoFreePin = "No PIN is free right now. Please try again in a moment."
export const pinSignInToHost = "Please sign in to host a game."
export const pinPlayAgainAfterRound = "Play again once a round is over."
export const pinPlayingAgain = "A new game is open with the same players"
export const liveMoreTimeOn = "More time is on: from the next question you have longer to answer."
export const liveMoreTimeOff = "More time is off."
export const nicknameLength = (min: number, max: number) => `A nickname is ${min} to ${max} characters long.`
export const nicknameCharacters = "A nickname is made of letters, numbers and spaces."
export const nicknameNotAllowed = "Please choose a friendlier nickname."
export const nicknameTaken = "Someone in this game already has that nickname. Please choose another."
export const tooManyGuests = "Too many players have joined from your network recently. Please try again later."
export const storedQuizPinOnly = "A stored quiz can be played in a game for anyone with the PIN."
export const tooManyPinMisses = "Too many wrong PINs from your network. Please check the PIN on the big screen and try again in a few minutes."
// quiz night: team mode, kept in their own module
export * from "./team-messages.ts"
// quiz night: the host's report, kept in their own module
export { pinReportDownload, pinReportLastGame, pinReportLastSpreadsheet, pinReportNotYet, pinReportSpreadsheet } from "./pin-report-messages.ts"
// recipe import (server-side, our own)
export const recipeImportNotFound = "No recipe was found on that page."
export const recipeImportNotAPage = "That address is not a web page (it is a file of another kind)."
export const recipeImportJsonInvalid = 'That is not JSON-LD we can read. Paste the contents of a <script type="application/ld+json"> block.'
export const recipeImportFileInvalid = "That file is not a Mealie or Tandoor recipe export we can read."
/** The limit as sizeText writes it (schemas/size-text.ts). */
export const recipeImportArchiveTooLarge = (size: string) => `That file is too large to import (the limit is ${size}).`
export const recipeImportFirstOfMany = (count: number) => `The file holds ${count} recipes; the first was imported.`
export const recipeImportNeedsAi = "No recipe data was found on that page, and no AI provider is configured to read it."
export const recipeImportAiTimedOut = "Reading that page took the AI provider too long. Please try again."
export const recipeImportAiUnavailable =
  "No recipe data was found on that page, and the AI provider that reads such pages is not answering. Please try again later."
/** One image skipped: words without the number, so they are a message of their own. */
export const recipeImportOneImageSkipped = "An image could not be fetched and was left out."
export const recipeImportImageSkipped = (count: number) =>
  count === 1 ? recipeImportOneImageSkipped : `${count} images could not be fetched and were left out.`
export const recipeImported = "Recipe imported. Check it and correct anything before saving."
// recipes kept for reading offline
export const recipeSavedOffline = "Saved on this device: this recipe opens without a connection."
export const offlineSavedCopy = "You're offline — showing a saved copy of this recipe."
export const unreachableSavedCopy = "The site can't be reached — showing a saved copy of this recipe."
// personal API tokens (ours)
export const apiTokenNotValid = "This API token is not valid. It may have been revoked; please create a new one."
export const apiTokenReadOnly = "This API token can only read. Create a read and write token to make changes."
export const apiTokenNotForOwner = "A player's API token cannot be used for the site owner's API."
export const apiTokenNotForThis = "A player's API token can only read your scoreboard and quiz history."
export const apiTokenOwnerOnly = "The site owner's API tokens are for the content API only."
export const apiTokenNameRequired = "Please give the token a name."
export const apiTokenPlayerReadOnly = "A player's API token can only read."
export const apiTokenLimit = (max: number) => `You have ${max} API tokens. Please revoke one to create another.`
export const apiTokenMissing = "There is no such API token."
export const apiTokenCreated = "Token created. Copy it now: it is not shown again."
export const apiTokenRevoked = "Token revoked"
// mail to the journal's subscribers
export const subscribeRequested = "Thank you! Check your inbox: we sent a link to confirm your subscription."
export const subscribeUnavailable = "This site does not send email, so it has no subscriptions."
export const subscribeEmailInvalid = "Please enter a valid email address."
export const subscribeLinkInvalid = "This confirmation link has expired or is not right. Please subscribe again."
export const subscribeConfirmed = "You are subscribed. New posts will come to your inbox."
export const unsubscribeLinkInvalid = "This unsubscribe link is not right. Use the link at the end of one of our emails."
export const unsubscribed = "You are unsubscribed, and your email address is deleted. No more posts will be mailed to you."
export const tooManySubscribeRequests = "Too many subscription requests. Please try again later."
/** The owner's dashboard: mails given up after their last try (api/features/journal-mail/sender.ts). */
export const mailsUndelivered = (count: number): string =>
  `${count === 1 ? "1 mail" : `${count} mails`} to subscribers could not be delivered: the mail server refused ${count === 1 ? "it" : "them"} at every try, so ${count === 1 ? "it was" : "they were"} given up. The server's log says why.`

// Single sign-on (api/features/single-sign-on).
export const singleSignOnNotConfigured = "Single sign-on is not set up on this site."
export const passwordSignInOff = "Sign-in with a password is turned off on this site. Use single sign-on."
export const singleSignOnDenied = "The sign-in was cancelled at the identity provider."
export const singleSignOnFailed = "The identity provider's answer could not be checked, so you were not signed in. Please try again."
export const singleSignOnExpired = "That sign-in took too long or was started in another browser. Please start again."
export const singleSignOnUnavailable = "The identity provider cannot be reached just now. Please try again later."
export const singleSignOnNotOwner = "Your account at the identity provider may not sign in to the dashboard."
export const singleSignOnTaken = "That single sign-on account is already linked to another player."
export const singleSignOnAlreadyLinked = "Your account is already linked to a single sign-on account. Unlink it first."
export const singleSignOnNotLinked = "Your account is not linked to single sign-on."
export const singleSignOnUnlinkNeedsPassword = "Sign-in with a password is turned off, so unlinking would lock you out of this account."
export const singleSignOnUnlinked = "Single sign-on is unlinked from your account."
// The sign-in screens' single sign-on (web/src/single-sign-on).
export const signInWith = (provider: string): string => `Sign in with ${provider}`
export const openingProvider = (provider: string): string => `Opening ${provider}…`
export const orWithPassword = "or with your password"
export const passwordSignInOffUse = (provider: string): string =>
  `This site's operator has turned sign-in with a password off, so you sign in with ${provider} instead.`
export const singleSignOnMakesAccount = (provider: string): string => `Your first sign-in with ${provider} makes your quiz account.`
export const singleSignOnSettingsFailed = "The other ways to sign in could not be loaded."
export const singleSignOnSigningIn = "Signing you in…"
export const singleSignOnTitle = "Single sign-on"
export const singleSignOnChecking = "Checking single sign-on…"
export const singleSignOnIsLinked = (provider: string): string => `Your account is linked to ${provider}: you can sign in with it.`
export const singleSignOnNotLinkedYet = (provider: string): string => `Link your account to ${provider} to sign in with it instead of a password.`
export const singleSignOnLinkedNow = (provider: string): string => `Your account is now linked to ${provider}.`
export const linkTo = (provider: string): string => `Link to ${provider}`
export const unlinkFrom = (provider: string): string => `Unlink ${provider}`

// Quizzes made from a source (api/features/quiz-sources).
export const sourceQuizNeedsSignIn = "Sign in to make a quiz from a recipe, a post, your own text, a web page or a PDF."
export const sourceRecipeNotFound = "That recipe does not exist."
export const sourcePostNotFound = "That post does not exist."
export const sourceCategoryEmpty = (what: string) => `There are no ${what} in that category.`
export const sourceTooLittleText = "There is too little text there to make a quiz from."
export const sourceTextTooLong = (max: number) => `The text is too long (at most ${max.toLocaleString("en")} characters).`
export const sourcePageNotReadable = "That address is not a web page or a PDF this site can read."
export const sourcePdfNotReadable = "That file could not be read as a PDF."
/** The limit as sizeText writes it (schemas/size-text.ts). */
export const sourcePdfTooLarge = (size: string) => `That PDF is too large (the limit is ${size}).`
export const questionNotStale = "That question is not marked stale, so there is nothing to regenerate."
export const staleSourceGone = "What these questions came from is gone, and the quiz has no other recipe or post to draw from. Edit the questions instead."
export const staleRegenerated = (count: number) => `${count} question${count === 1 ? "" : "s"} written again from the source.`

// The owner's webhooks (api/features/webhooks, web/src/webhooks); their title is in frame-messages.ts.
export const webhooksIntro =
  "A webhook tells another service, such as a chat bot or a home automation, when something happens here: the site sends a signed POST to the address you give, and tries again for a day if it is not answered."
export const webhookAddTitle = "Add a webhook"
export const webhookUrlLabel = "Address (URL)"
export const webhookUrlHint = "Where the site sends the events, e.g. https://example.org/hooks."
export const webhookUrlInvalid = "Enter a web address starting with http:// or https://."
export const webhookPrivateAddress = "That address is on a private network; webhooks go to public addresses only."
export const webhookEventsLegend = "Events to send"
export const webhookEventsRequired = "Choose at least one event."
/** What each event a webhook may ask for is called on the screen. */
export const webhookEventLabel = (event: string): string =>
  (
    ({
      "post.published": "A post is published",
      "recipe.published": "A recipe is published",
      "quiz.completed": "A quiz is completed",
      "live_game.finished": "A live game finishes",
      "journal.subscribed": "Someone subscribes to the journal",
      "webhook.test": "Test event",
    }) as Record<string, string>
  )[event] ?? event
export const webhookAddButton = "Add webhook"
export const webhookAdded = "Webhook added. Copy its signing secret now: it is shown only once."
export const webhookSecretLabel = (url: string) => `Signing secret for ${url}`
export const webhookSecretHint =
  "Your receiver checks each delivery's webhook-signature header with this secret, as the Standard Webhooks specification says (HMAC-SHA256 of the webhook-id, the webhook-timestamp and the body)."
export const webhookCopy = "Copy"
export const webhookSecretCopied = "The secret is copied."
export const webhookSecretNotCopied = "The secret could not be copied here. Please select it and copy it."
export const webhookSecretDone = "Done"
export const webhooksListLabel = "Your webhooks"
export const webhooksEmpty = "No webhooks yet."
export const webhookAddedAt = "Added"
export const webhookEventsAsked = "Events"
export const webhookSendTest = "Send a test"
export const webhookSendTestFor = (url: string) => `Send a test event to ${url}`
export const webhookTestQueued = "Test event queued."
export const webhookTestData = "A test from your homestead."
export const webhookRemove = "Remove"
export const webhookRemoveFor = (url: string) => `Remove the webhook to ${url}`
export const webhookRemoveTitle = "Remove this webhook?"
export const webhookRemoveText = (url: string) =>
  `Nothing more is sent to ${url}, and deliveries still waiting for it are given up. Its secret cannot be used again. This cannot be undone.`
export const webhookRemoveConfirm = "Remove webhook"
export const webhookKeep = "Keep it"
export const webhookRemoved = "Webhook removed."
export const webhookMissing = "That webhook no longer exists."
export const webhookDeliveriesTitle = "Recent deliveries"
export const webhookDeliveriesLabel = "Recent deliveries, newest first"
export const webhookDeliveriesEmpty = "Nothing has been sent yet. Deliveries appear here as events happen."
export const webhookDeliveriesRefresh = "Refresh"
export const webhookDeliveredStatus = "Delivered"
export const webhookRetryingStatus = "Retrying"
export const webhookWaitingStatus = "Sending"
export const webhookFailedStatus = "Failed"
export const webhookSentTo = "Sent to"
export const webhookRemovedEndpoint = "A removed webhook"
/** A delivery's problem as the deliveries list shows it: the endpoint went while a try was due. */
export const webhookGoneBeforeDelivery = "The webhook was removed."
/** A delivery's problem when the receiver answered with something other than success. */
export const webhookReceiverAnswered = (status: number) => `The receiver answered ${status}.`
export const webhookRequestedAt = "Happened"
export const webhookNextTry = "Next try"
export const webhookAttempts = "Attempts"
export const webhookLastResponse = "Last response"
export const webhookNoResponse = "No answer"
export const webhookResponseCode = (status: number) => `HTTP ${status}`
export const webhookLastProblem = "Problem"
