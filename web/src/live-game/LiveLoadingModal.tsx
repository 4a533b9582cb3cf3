import { Modal } from "#web/ui/Modal.tsx"
import { LoadingPanel } from "#web/ui/Panels.tsx"

import { useLiveWords } from "./words.ts"

/** Shown to every player while the round's quiz is generated. */
export function LiveLoadingModal({ open, topic }: { open: boolean; topic: string | null }) {
  const m = useLiveWords()
  return (
    <Modal title={m.getReady} open={open} onClose={() => undefined}>
      <div className="live-loading">
        <LoadingPanel label={topic ? m.makingQuizOn(topic) : m.makingTheQuiz} />
      </div>
      <p className="quiz-muted live-loading__note">{m.roundStartsWhenReady}</p>
    </Modal>
  )
}
