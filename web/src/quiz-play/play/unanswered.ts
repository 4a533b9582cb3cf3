/** How many of the quiz's questions have no answer yet (asked about before a one-shot hand-in). */
export const unansweredCount = (questions: readonly { id: string }[], answers: Readonly<Record<string, string>>): number =>
  questions.filter((q) => answers[q.id] === undefined).length
