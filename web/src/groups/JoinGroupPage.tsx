import "./ui/groups.css"

import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useNavigate } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"

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
        notifySuccess(Messages.groupJoined)
        await land((groups) => groups.find((g) => g.id === joined.groupId))
      } catch (error) {
        const refusal = joinRefusal(error)
        if (refusal.kind !== "member") return setPhase({ step: "refused", refusal })
        await land((groups) => {
          // The link carries the group key as the server gave it to the commissioner.
          const group = groups.find((g) => g.group_key === groupKey)
          toast.info(group ? Messages.joinLinkAlreadyMember(group.group_name) : Messages.alreadyGroupMember)
          return group
        })
      }
    },
    [land],
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
      <PageIntro title="Join a group">A join link lets one friend into a quiz group, to play challenges and live rounds together.</PageIntro>
      {keys === null ? (
        <Dead message={Messages.joinLinkInvalid} />
      ) : !user ? (
        <SignInFirst />
      ) : phase.step === "refused" ? (
        phase.refusal.kind === "used" ? (
          <Dead message={Messages.joinLinkUsed} />
        ) : phase.refusal.kind === "invalid" ? (
          <Dead message={Messages.joinLinkInvalid} />
        ) : (
          <ErrorPanel error={null} onRetry={retry}>
            {Messages.joinGroupError(phase.refusal.message)}
          </ErrorPanel>
        )
      ) : (
        <LoadingPanel label="Joining the group…" />
      )}
    </div>
  )
}

/** A link that cannot be used: the plain sentence, and where to go from here. */
function Dead({ message }: { message: string }) {
  return (
    <NoticePanel>
      <p role="alert">{message}</p>
      <p className="join-page__next">
        <Link to={PROFILE}>Go to your quiz profile</Link> to join with a group key and an invite key, or <Link to="/quizgame">play a quiz</Link>.
      </p>
    </NoticePanel>
  )
}

/** Not signed in: log in or register right here; the join follows by itself. */
function SignInFirst() {
  const [dialog, setDialog] = useState<"login" | "register" | null>(null)
  const close = () => setDialog(null)
  return (
    <section className="card" aria-labelledby="join-sign-in">
      <h2 id="join-sign-in">Log in to join</h2>
      <p>{Messages.joinLinkSignIn}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => setDialog("login")}>
          Login
        </button>
        <button type="button" className="button button--sage" onClick={() => setDialog("register")}>
          Register
        </button>
      </div>
      <Modal title={dialog === "register" ? "Register" : "Log in"} open={dialog !== null} onClose={close}>
        {dialog === "login" && <LoginForm onDone={close} />}
        {dialog === "register" && <RegisterForm onDone={close} />}
      </Modal>
    </section>
  )
}
