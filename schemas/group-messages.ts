// The words of the quiz's groups and challenges (the profile's live game, challenges and groups sections, the
// commissioner's tools, the join link's page and dialog, the groups' live toasts): the catalogue's "groups" area
// (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es-groups.ts holds the same keys in
// Spanish. The server's answers these screens show are named here from messages.ts, where they are written.

export {
  alreadyGroupMember,
  challengeAsYourself,
  challengeCompleted,
  challengeDailyLimit,
  challengeExists,
  challengesTooFast,
  deletedPlayer,
  groupBusy,
  groupChallenged,
  groupCreated,
  groupCreationsTooFast,
  groupDeleted,
  groupEventsFromServer,
  groupJoined,
  groupKeyInvalid,
  groupNameRequired,
  groupNotFound,
  groupRoomJoined,
  inviteKeyCount,
  inviteKeyInvalid,
  inviteKeyRequestsTooFast,
  inviteKeyUsed,
  joinGroupKeysRequired,
  joinLinkAlreadyMember,
  joinLinkInvalid,
  joinLinkSignIn,
  joinLinkUsed,
  memberJoined,
  newChallenge,
  newKeysCreated,
  nobodyToChallenge,
  notCommissioner,
  notGroupMember,
  tooManyJoinAttempts,
  tooManyOwnGroups,
  tooManyUnusedKeys,
} from "./messages.ts"

// the client's own messages (docs/product.md §8)
export const joinGroupError = (message: string) => `Error joining group: ${message}`
export const liveGameCreated = (group: string) => `New live game created for ${group}`
export const liveGameEnded = (group: string) => `Live game has ended for ${group}`
// the profile's sections
export const liveGame = "Live game"
export const liveGamesInGroups = "Live games are played within a group. Join or create a group below to play with friends."
export const noLiveGameNow = "No live game is running in your groups right now."
export const liveGamesByGroup = "Live games by group"
export const liveNow = "Live now"
export const challenges = "Challenges"
export const loadingChallenges = "Loading your challenges…"
export const noChallengesYet = "No challenges yet. Put a quiz to one of your groups below, or wait for a friend to."
export const yourChallenges = "Your challenges"
export const myGroups = "My groups"
export const loadingGroups = "Loading your groups…"
export const notInGroupYet = "You are not in a group yet. Join a friend's group with their keys, or start your own."
export const yourGroups = "Your groups"
// a challenge
export const youIssued = "You issued this challenge."
export const onlyChallenged = "Only the members challenged when it was issued can take it."
export const youCompleted = "You have completed this challenge."
export const inGroup = " · group "
export const fromPlayer = " · from "
export const you = "you"
export const nobodyCompletedYet = "Nobody has completed it yet."
export const completedTopic = (topic: string) => `Completed ${topic}`
export const score = (correct: number, questions: number, percent: number) => `${correct} / ${questions} · ${percent}%`
export const yourResult = "Your result:"
export const completed = "completed"
export const takeChallenge = "Take challenge"
export const takeChallengeNamed = (topic: string, level: string) => `Take challenge: ${topic}, ${level}`
export const openChallenge = "Open challenge ›"
// a group
export const memberCount = (n: number) => `${n} member${n === 1 ? "" : "s"}`
export const live = "Live"
export const commissioner = "Commissioner"
export const members = "Members"
export const membersOf = (group: string) => `Members of ${group}`
export const youMark = " (you)"
export const noChallengesInGroup = "No challenges in this group yet."
export const challengesOf = (group: string) => `Challenges of ${group}`
// a new challenge
export const chooseQuizForChallenge = "Please choose a quiz for the challenge."
export const challengeNamed = (group: string) => `Challenge ${group}`
export const challengeWithQuiz = "Challenge the group with a quiz"
export const challengeGroup = "Challenge group"
// joining and creating a group
export const joinAGroup = "Join a group"
export const groupKey = "Group key"
export const inviteKey = "Invite key"
export const inviteKeyHint = "Each invite key lets one friend in."
export const joining = "Joining…"
export const joinGroup = "Join group"
export const createAGroup = "Create a group"
export const groupName = "Group name"
export const inviteKeys = "Invite keys"
export const inviteKeysHint = "One key for each friend you want to invite."
export const creating = "Creating…"
export const createGroup = "Create group"
export const newGroupNamed = (group: string) => `New group ${group}`
export const groupReady = " is ready. Its group key is "
export const groupReadyCopy = ". Click a key to copy an invitation for one friend."
export const done = "Done"
// the commissioner's tools
export const hideInviteKeys = "Hide invite keys"
export const showInviteKeys = "Show invite keys"
export const eachKeyLetsOneJoin = ". Each invite key lets one friend join."
export const keysNotRefreshed = (problem: string) => `Could not refresh the keys: ${problem}`
export const downloadResults = "Download the group's results (CSV)"
export const downloadLiveByQuestion = "Download the live rounds by question (CSV)"
export const downloadLiveByPlayer = "Download the live rounds by player (CSV)"
export const createInvitesFor = (group: string) => `Create invites for ${group}`
export const newInviteKeys = "New invite keys"
export const createInvites = "Create invites"
export const deleteGroup = "Delete group"
export const deleteGroupNamed = (group: string) => `Delete ${group}?`
export const deleteGroupText = "The group, its challenges and its invite keys go for everyone in it. This cannot be undone."
export const deleting = "Deleting…"
export const cancel = "Cancel"
// invite keys and join links
export const noUnusedKeys = "No unused invite keys. Create more below."
export const inviteKeysOf = (group: string) => `Invite keys of ${group}`
export const showJoinLinkFor = (key: string) => `Show join link for invite key ${key}`
export const showJoinLink = "Show join link"
export const copied = "Copied"
export const keyNotCopied = "Copy failed: select the key instead"
export const clickToCopy = "Click to copy invitation"
export const invitation = (group: string, site: string, groupKey: string, inviteKey: string, address: string) =>
  `Join my group ${group} on ${site}: group key ${groupKey}, invite key ${inviteKey} — at ${address}`
export const joinLinkFor = (group: string) => `Join link for ${group}`
export const joinLinkLead = (group: string) => `Scan the code with a phone's camera, or send the link. It lets one friend join ${group}, once (invite key `
export const joinLinkLeadEnd = ")."
export const drawingQrCode = "Drawing the QR code…"
export const qrCodeOf = (group: string, key: string) => `QR code of the join link for ${group} with invite key ${key}`
export const qrCodeFailed = "The QR code could not be drawn here. The link below works just the same."
export const joinLink = "Join link"
export const copyLink = "Copy link"
export const linkNotCopied = "Copy failed: select the link and copy it yourself."
export const sendOnlyToFriend = "Anyone with this link can use it, so send it only to the friend you are inviting."
// the join link's page
export const joinPageIntro = "A join link lets one friend into a quiz group, to play challenges and live rounds together."
export const joiningTheGroup = "Joining the group…"
export const goToProfile = "Go to your quiz profile"
export const joinWithKeysOr = " to join with a group key and an invite key, or "
export const playAQuiz = "play a quiz"
export const logInToJoin = "Log in to join"
