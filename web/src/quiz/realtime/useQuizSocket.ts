import { useSignals } from "@preact/signals-react/runtime"

import { type QuizSocket, quizSocket } from "./quizSocket.ts"

/**
 * The signed-in quiz user's socket, or null; the caller re-renders when it is opened or closed.
 * The same socket lives through reconnects: listen to its `connect` event to redo per-connection
 * work (joining a room), and check `socket.connected` before relying on a reply.
 */
export function useQuizSocket(): QuizSocket | null {
  useSignals()
  return quizSocket.value
}
