import "./ui/groups.css"

import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useNavigate } from "react-router-dom"

import * as Accounts from "#schemas/account-messages.ts"
import * as Groups from "#schemas/group-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { LoginForm } from "../accounts/LoginForm.tsx"
import { RegisterForm } from "../accounts/RegisterForm.tsx"
import { useQuizUser } from "../accounts/useQuizUser.ts"
import { enterLiveState } from "../live-game/useEnterLiveGame.ts"
import { Modal } from "../ui/Modal.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { ErrorPanel, LoadingPanel, NoticePanel } from "../ui/Panels.tsx"
import { toast } from "../ui/toastify.ts"
import { joinGroup, loadChallenges, loadGroups } from "./groupsApi.ts"
import { type JoinKeys, joinKeysOf, type JoinRefusal, joinRefusal } from "./joinLink.ts"
import type { Group } from "./types.ts"
import { groupAnchor } from "./ui/group/GroupDisclosure.tsx"

type Refused = Exclude<JoinRefusal, { kind: "member" }>
type Phase = { step: "waiting" } | { step: "joining" } | { step: "refused"; refusal: Refused }

const PROFILE = "/quizgame/quizprofile"

/**
 * /quizgame/join#group=…&invite=…: a join link. A signed-in player is joined at once and taken
 * to the group on their profile (into its live room when a game is on); a visitor logs in or
 * registers here, on the same page, so the link is still in the address and the join goes on.
 */
export function JoinGroupPage() {
  const m = useMessages("groups", Groups)
  const user = useQuizUser()
  const navigate = useNavigate()
  const [keys] = useState(() => joinKeysOf(window.location.hash))
  const [phase, setPhase] = useState<Phase>({ step: "waiting" })
  /** The session the join was made with: a player whose session ended while joining is joined again after signing in. */
  const startedWith = useRef<string | null>(null)

  /** To the group on the profile, in place of the spent link in the history. */
  const land = useCallback(
    async (find: (groups: readonly Group[]) => Group | undefined) => {
      void loadChallenges().catch(() => undefined)
      const groups = await loadGroups().catch(() => null)
      const group = groups ? find(groups) : undefined
      if (!group) return void navigate(PROFILE, { replace: true })
      await navigate(`${PROFILE}#${groupAnchor(group.id)}`, { replace: true, state: group.live_game ? enterLiveState(group.id, group.group_name) : null })
    },
    [navigate],
  )

  const join = useCallback(
    async ({ groupKey, inviteKey }: JoinKeys) => {
      setPhase({ step: "joining" })
      try {
        const joined = await joinGroup(groupKey, inviteKey)
        notifySuccess(m.groupJoined)
        await land((groups) => groups.find((g) => g.id === joined.groupId))
      } catch (error) {
        const refusal = joinRefusal(error)
        if (refusal.kind !== "member") return setPhase({ step: "refused", refusal })
        await land((groups) => {
          // The link carries the group key as the server gave it to the commissioner.
          const group = groups.find((g) => g.group_key === groupKey)
          toast.info(group ? m.joinLinkAlreadyMember(group.group_name) : m.alreadyGroupMember)
          return group
        })
      }
    },
    [land, m],
  )

  const token = user?.token ?? null
  useEffect(() => {
    if (token === null || !keys || startedWith.current === token) return
    startedWith.current = token
    void join(keys)
  }, [token, keys, join])

  const retry = () => {
    if (keys) void join(keys)
  }

  return (
    <div className="join-page">
      <PageIntro title={m.joinAGroup}>{m.joinPageIntro}</PageIntro>
      {keys === null ? (
        <Dead message={m.joinLinkInvalid} />
      ) : !user ? (
        <SignInFirst />
      ) : phase.step === "refused" ? (
        phase.refusal.kind === "used" ? (
          <Dead message={m.joinLinkUsed} />
        ) : phase.refusal.kind === "invalid" ? (
          <Dead message={m.joinLinkInvalid} />
        ) : (
          <ErrorPanel error={null} onRetry={retry}>
            {m.joinGroupError(phase.refusal.message)}
          </ErrorPanel>
        )
      ) : (
        <LoadingPanel label={m.joiningTheGroup} />
      )}
    </div>
  )
}

/** A link that cannot be used: the plain sentence, and where to go from here. */
function Dead({ message }: { message: string }) {
  const m = useMessages("groups", Groups)
  return (
    <NoticePanel>
      <p role="alert">{message}</p>
      <p className="join-page__next">
        <Link to={PROFILE}>{m.goToProfile}</Link>
        {m.joinWithKeysOr}
        <Link to="/quizgame">{m.playAQuiz}</Link>.
      </p>
    </NoticePanel>
  )
}

/** Not signed in: log in or register right here; the join follows by itself. */
function SignInFirst() {
  const m = useMessages("groups", Groups)
  const a = useMessages("accounts", Accounts)
  const [dialog, setDialog] = useState<"login" | "register" | null>(null)
  const close = () => setDialog(null)
  return (
    <section className="card" aria-labelledby="join-sign-in">
      <h2 id="join-sign-in">{m.logInToJoin}</h2>
      <p>{m.joinLinkSignIn}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => setDialog("login")}>
          {a.login}
        </button>
        <button type="button" className="button button--sage" onClick={() => setDialog("register")}>
          {a.register}
        </button>
      </div>
      <Modal title={dialog === "register" ? a.register : a.logIn} open={dialog !== null} onClose={close}>
        {dialog === "login" && <LoginForm onDone={close} />}
        {dialog === "register" && <RegisterForm onDone={close} />}
      </Modal>
    </section>
  )
}
