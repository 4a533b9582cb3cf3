import { Modal } from "#web/ui/Modal.tsx"
import { LoadingPanel } from "#web/ui/Panels.tsx"

/** Shown to every player while the round's quiz is generated. */
export function LiveLoadingModal({ open, topic }: { open: boolean; topic: string | null }) {
  return (
    <Modal title="Get ready!" open={open} onClose={() => undefined}>
      <div className="live-loading">
        <LoadingPanel label={topic ? `Making the quiz on ${topic}…` : "Making the quiz…"} />
      </div>
      <p className="quiz-muted live-loading__note">The round starts for everyone as soon as the quiz is ready.</p>
    </Modal>
  )
}
