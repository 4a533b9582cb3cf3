import { useState } from "react"

import { Modal } from "#web/ui/Modal.tsx"

import { ConfirmModal } from "../quiz-play/play/ConfirmModal.tsx"
import { ModeChoice } from "./by-question/ModeChoice.tsx"
import { Podium } from "./by-question/Podium.tsx"
import { QuestionRound } from "./by-question/QuestionRound.tsx"
import { ConnectionsCheck } from "./ConnectionsCheck.tsx"
import { joinLiveGame, leaveLiveGame, resetLiveGame, setReady, startLiveGame } from "./liveGame.ts"
import { LiveParticipants } from "./LiveParticipants.tsx"
import { LiveScoreboard } from "./LiveScoreboard.tsx"
import { type LiveClientState, liveView, mayReset } from "./liveState.ts"
import { TopicForm } from "./TopicForm.tsx"
import { sayIn, useLiveWords } from "./words.ts"

interface RoomProps {
  state: LiveClientState
  isAdmin: boolean
  /** The player is the group's commissioner (who may reset the game). */
  isCommissioner: boolean
  open: boolean
  onClose: () => void
  onBackToQuiz: () => void
}

/** The live game room (docs/product.md §2): participants, topic entry, ready, start, reset, leave, scoreboard. */
export function LiveGameRoom({ state, isAdmin, isCommissioner, open, onClose, onBackToQuiz }: RoomProps) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)
  const game = state.game
  const view = liveView(state)
  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true)
    await action()
    setBusy(false)
  }

  return (
    <>
      <Modal title={m.liveGameTitle(state.groupName)} open={open} onClose={onClose} fullScreenOnPhone>
        <div className="live-room">
          {!game && (
            <p className="quiz-muted" role="status">
              {m.joiningLiveGame}
            </p>
          )}
          {game && (
            <>
              {/* The lobby's news; a question round keeps the screen for the question. */}
              <p className="live-room__status" role="status" hidden={view.playsQuestions}>
                <span>{m.topicsWaiting(game.topicsRemaining)}</span>
                <span aria-hidden="true"> · </span>
                <span>{m.roundsPlayed(game.roundsPlayed)}</span>
              </p>
              {game.message && (
                <p className="form-error" role="alert">
                  {sayIn(m, game.message)}
                </p>
              )}
              {view.outOfGame && (
                <p className="panel panel--notice" role="alert">
                  {game.phase === "idle" ? m.liveGameEnded : m.noLongerInGame}{" "}
                  <button type="button" className="button button--small" disabled={busy} onClick={run(() => joinLiveGame(state.groupId, state.groupName))}>
                    {game.phase === "idle" ? m.startNewGame : m.joinAgain}
                  </button>
                </p>
              )}
              {/* A question-by-question round owns the room while it runs. */}
              {view.playsQuestions && <QuestionRound game={game} you={state.you ?? null} clockOffsetMs={state.clockOffsetMs ?? 0} />}
              {view.podium && <Podium game={game} you={state.you ?? null} />}
              {!view.playsQuestions && <LiveParticipants game={game} you={state.you ?? null} />}

              {view.waitsForNextRound && <p className="panel panel--notice">{m.roundUnderWay}</p>}
              {view.takeQuiz && (
                <p className="panel panel--notice">
                  {m.yourRoundIsOn}{" "}
                  <button type="button" className="button button--small" onClick={onBackToQuiz}>
                    {m.goToQuiz}
                  </button>
                </p>
              )}
              {view.awaitingOthers && <p className="panel panel--notice">{m.answersInWaiting}</p>}
              {view.roundComplete && <p className="panel panel--notice">{game.topicsRemaining > 0 ? m.roundCompleteMore : m.roundCompleteNone}</p>}

              {!game.inAction && !view.outOfGame && (
                <>
                  <ModeChoice game={game} disabled={busy || game.startActive || !view.me} />
                  <TopicForm />
                  <div className="button-row live-room__actions" role="group" aria-label={m.liveGameActions}>
                    <button
                      type="button"
                      className={`button ${view.me?.isReady ? "button--sage" : "button--secondary"}`}
                      aria-pressed={view.me?.isReady === true}
                      disabled={busy || !view.me}
                      onClick={run(() => setReady(!view.me?.isReady))}
                    >
                      {view.me?.isReady ? m.readyDone : m.imReady}
                    </button>
                    <button type="button" className="button" disabled={busy || !view.canStart} onClick={run(startLiveGame)}>
                      {m.startGame}
                    </button>
                    {mayReset(game, view.me?.username ?? null, isCommissioner) && (
                      <button type="button" className="button button--secondary" disabled={busy || game.startActive} onClick={() => setConfirmReset(true)}>
                        {m.resetGame}
                      </button>
                    )}
                  </div>
                </>
              )}

              {!view.playsQuestions && (
                <>
                  <h3 className="live-room__heading">{m.scoreboard}</h3>
                  <LiveScoreboard game={game} you={state.you ?? null} />
                </>
              )}
            </>
          )}
          <div className="button-row live-room__footer">
            {isAdmin && <ConnectionsCheck />}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                void leaveLiveGame()
                onClose()
              }}
            >
              {m.leaveGame}
            </button>
          </div>
        </div>
      </Modal>
      {/* Beside the room's dialog, not inside it: closing this one must not close the room. */}
      {confirmReset && open && (
        <ConfirmModal
          title={m.liveResetTitle}
          open
          confirm={m.resetGame}
          cancel={m.cancel}
          onCancel={() => setConfirmReset(false)}
          onConfirm={() => {
            setConfirmReset(false)
            void run(resetLiveGame)()
          }}
        >
          {m.liveResetConfirm}
        </ConfirmModal>
      )}
    </>
  )
}
