// The words of the quiz's accounts (the account bar, logging in, registering, the profile's form, a forgotten
// password, the reset page) and of general feedback: the catalogue's "accounts" area (schemas/i18n/catalogue.ts).
// English, as the product says them; schemas/i18n/es-accounts.ts holds the same keys in Spanish. The server's
// answers these screens show are named here from messages.ts, where they are written, so that they are
// translated too. Loaded with the quiz's pages, never by the home page.

export {
  accountDeleted,
  currentPasswordWrong,
  emailInvalid,
  feedbackRequired,
  feedbackSubmitted,
  feedbackTooLong,
  invalidCredentials,
  notSignedIn,
  passwordRequired,
  passwordReset,
  passwordsDoNotMatch,
  passwordTooLong,
  passwordTooShort,
  profileUpdated,
  registrationLimit,
  resetByAdmin,
  resetLinkInvalid,
  resetLinkSent,
  resetLoginRequired,
  sessionEnded,
  signedOut,
  singleSignOnExpired,
  singleSignOnMakesAccount,
  singleSignOnSigningIn,
  submissionFailed,
  tooManyAccountSignIns,
  tooManyFeedback,
  tooManyResetRequests,
  tooManySignIns,
  usernameRequired,
  usernameRule,
  usernameTaken,
  userRegistered,
} from "./messages.ts"

// single sign-on: the sign-in screens' way in through the provider and the profile's link to it
// (web/src/single-sign-on), with the server's answers and the reasons a sign-in there came back without one
export {
  linkTo,
  openingProvider,
  orWithPassword,
  passwordSignInOff,
  passwordSignInOffUse,
  signInWith,
  singleSignOnAlreadyLinked,
  singleSignOnChecking,
  singleSignOnDenied,
  singleSignOnFailed,
  singleSignOnIsLinked,
  singleSignOnLinkedNow,
  singleSignOnNotConfigured,
  singleSignOnNotLinked,
  singleSignOnNotLinkedYet,
  singleSignOnNotOwner,
  singleSignOnSettingsFailed,
  singleSignOnTaken,
  singleSignOnTitle,
  singleSignOnUnavailable,
  singleSignOnUnlinked,
  singleSignOnUnlinkNeedsPassword,
  unlinkFrom,
} from "./messages.ts"

// the account bar
export const quizAccount = "Quiz account"
export const guestWelcome = "Playing as a guest. Log in to grade quizzes and keep score."
export const welcome = "Welcome, "
export const admin = "Admin"
export const login = "Login"
export const register = "Register"
export const feedback = "Feedback"
export const logIn = "Log in"
export const profile = "Profile"
export const backToGame = "Back to game"
export const registerAPlayer = "Register a player"
export const updateProfile = "Update profile"
export const giveFeedback = "Give feedback"
export const logout = "Logout"
// an account's fields
export const username = "Username"
export const password = "Password"
export const passwordHint = (min: number) => `At least ${min} characters.`
export const confirmPassword = "Confirm password"
export const emailOptional = "Email (optional)"
export const emailForResetHint = "Only used to reset your password."
// logging in, a forgotten password
export const quizLogin = "Quiz login"
export const forgotPassword = "Forgot your password?"
export const backToLogIn = "Back to log in"
export const checkingReset = "Checking how to reset a password…"
export const resetYourPassword = "Reset your password"
export const resetLead = "We will email a link to choose a new password, if the account has an email address."
export const usernameOrEmail = "Username or email"
export const sending = "Sending…"
export const sendResetLink = "Send reset link"
// the profile's form
export const currentPassword = "Current password"
export const saveProfile = "Save profile"
// the reset page
export const chooseNewPassword = "Choose a new password"
export const chooseNewPasswordLead = "Set the password you will log in to the quiz game with."
export const goToQuizGame = "Go to the quiz game"
export const resetHowTo = ` and choose "Login", then "Forgot your password?".`
export const newPassword = "New password"
export const confirmNewPassword = "Confirm new password"
export const saving = "Saving…"
export const saveNewPassword = "Save new password"
// general feedback
export const yourFeedback = "Your feedback"
export const replyHint = "Only if you would like a reply."
export const screenshotOptional = "Screenshot (optional)"
export const sendFeedback = "Send feedback"
