// Every user-facing message of the specification, written once and used from here.
// Messages that take values are functions.

export const Messages = {
  // access
  notLoggedIn: "You are not logged in. Please navigate to login URL to login.",
  notQuizAdmin: "You must be a Quiz Game admin to access this area.",
  // session
  sessionExpiredAlert: "Your session has expired, please login again",
  sessionExpiredToast: "Session expired. Please log in again.",
  // validation (§5)
  passwordsDoNotMatch: "Passwords do not match",
  categoryExists: "Category already exists",
  topicRequired: "You must enter a topic",
  levelRequired: "You must enter a level",
  numberRange: "You must enter a number between 1-25",
  feedbackRequired: "Please enter feedback.",
  reportExplanationRequired: "Please enter an explanation.",
  reportNameRequired: "Please enter your name.",
  ratingRequired: "You must enter a rating for it to be logged. Sorry, no ratings of 0.",
  joinGroupKeysRequired: "Please make sure to enter both group_key and invite_key",
  groupNameRequired: "Please enter group name",
  correctAnswerInOptions: "Correct answer must be one of the options.",
  deletePost: "Delete post?",
  deleteRecipe: "Delete recipe?",
  deletePhoto: "Delete photo?",
  deleteVideo: "Delete video?",
  // errors (§8)
  quizLoadFailed: "Something went wrong getting the quiz.",
  submissionFailed: "Submission failed",
  joinGroupError: (message: string) => `Error joining group: ${message}`,
  timeExpired: "Time expired, time to be judged... I mean graded.",
  topicSubmissionFailed: "Topic submission failed.",
  // success (§8)
  profileUpdated: "Profile updated",
  postDeleted: "Post deleted",
  feedbackSubmitted: "Feedback submitted successfully!",
  photoAdded: "Photo added",
  postAdded: "Post added",
  postUpdated: "Post updated",
  recipeAdded: "Recipe added",
  recipeUpdated: "Recipe updated",
  recipeDeleted: "Recipe deleted",
  videoAdded: "Video added",
  videoUpdated: "Video updated",
  videoDeleted: "Video deleted",
  quizCompleted: "Quiz added to completed quizzes",
  groupJoined: "Group joined",
  groupChallenged: "The group has been challenged",
  groupCreated: (group: string) => `${group} group created`,
  newKeysCreated: (group: string) => `New keys created for ${group}`,
  questionUpdated: "Question updated",
  // live toasts (§8)
  memberJoined: (user: string, group: string) => `${user} has joined the group ${group}`,
  newChallenge: (topic: string, level: string, group: string) =>
    `New challenge received: ${topic} - ${level} in group ${group}`,
  liveGameCreated: (group: string) => `New live game created for ${group}`,
  liveGameEnded: (group: string) => `Live game has ended for ${group}`,
  // quiz remarks (§9)
  perfectQuiz: "Perfect Quiz! Outstanding.",
  // site
  tagline: "Urban homesteading in the heart of Las Vegas",
  // server-side messages of our own (not in the spec, but shown to users)
  invalidCredentials: "Wrong username or password.",
  tooManySignIns: "Too many failed sign-in attempts. Please wait a minute and try again.",
  foreignOrigin: "This request came from another site and was refused.",
  usernameTaken: "That username is already taken.",
  notSignedIn: "Please sign in first.",
  forbidden: "You are not allowed to do that.",
  tokenExpired: "Your session has expired, please login again",
  // account input rules (server-side, our own)
  usernameRule: "A username is 3 to 30 letters, digits, underscores, hyphens or dots.",
  usernameRequired: "Please enter a username.",
  passwordRequired: "Please enter a password.",
  passwordTooShort: "A password needs at least 8 characters.",
  passwordTooLong: "A password can have at most 200 characters.",
  emailInvalid: "Please enter a valid email address, or leave it empty.",
  feedbackTooLong: "Feedback can have at most 5000 characters.",
  fieldTooLong: (field: string, max: number) => `${field} can have at most ${max} characters.`,
  signedOut: "Signed out",
  accountDeleted: "Account deleted",
  // client-side messages of our own (not in the spec)
  userRegistered: (user: string) => `${user} is registered`,
} as const
