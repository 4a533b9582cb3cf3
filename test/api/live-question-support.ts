// For question-by-question live tests: a short server pace, and the fake provider's right
// and wrong options of a question ("Question n" is answered "Answer n").
export const byQuestionEnv = { LIVE_QUESTION_SECONDS: "5", LIVE_LEADERBOARD_SECONDS: "1" } as const

const numberOf = (question: { question: string }): string => /Question (\d+)/.exec(question.question)?.[1] ?? "?"

export const rightOption = (question: { question: string }): string => `Answer ${numberOf(question)}`
export const wrongOption = (question: { question: string }): string => `Not ${numberOf(question)}`
