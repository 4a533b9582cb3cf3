// The time quiz play is judged by. Deadlines are 40 s per question, so tests of the late
// policy move this clock forward instead of waiting minutes.
export const quizClock: { now: () => Date } = {
  now: () => new Date(),
}
