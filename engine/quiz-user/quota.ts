// High-quality generation allowance (SPEC §9): 10 good quizzes per day for signed-in users.
export const HQ_QUIZZES_PER_DAY = 10

/** What a signed-in user has left today, given how many high-quality quizzes they generated today. */
export const quizzesRemaining = (highQualityGeneratedToday: number): number =>
  Math.max(0, HQ_QUIZZES_PER_DAY - Math.max(0, Math.floor(highQualityGeneratedToday)))
