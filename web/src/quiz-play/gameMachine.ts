// The quiz flow wired to the real server, toasts and router.
import { fromPromise } from "xstate"

import { navigateTo } from "#web/app/navigation.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { fetchCompletion, fetchQuiz, gradeQuiz, rateQuiz, revealAnswers, startQuiz } from "./gameApi.ts"
import { quizMachine } from "./quiz.machine.ts"
import { quizWordsNow, sayIn } from "./words.ts"

export const gameMachine = quizMachine.provide({
  actors: {
    loadQuiz: fromPromise(({ input }) => fetchQuiz(input.quizId)),
    startGraded: fromPromise(({ input }) => startQuiz(input.quizId, true, input.challenged)),
    loadResult: fromPromise(({ input }) => fetchCompletion(input.quizId)),
    grade: fromPromise(({ input }) => gradeQuiz(input)),
    reveal: fromPromise(({ input }) => revealAnswers(input.quizId, input.givenAnswers)),
    rate: fromPromise(({ input }) => rateQuiz(input.quizId, input.rating, input.review)),
  },
  actions: {
    completionSaved: (_, { message }) => notifySuccess(sayIn(quizWordsNow(), message)),
    ratingSaved: (_, { message }) => notifySuccess(sayIn(quizWordsNow(), message)),
    left: (_, { to }) => {
      // The game room (live games, challenges, groups) lives on the quiz profile.
      if (to === "room") navigateTo("/quizgame/quizprofile")
      else document.getElementById("quiz-generator-title")?.scrollIntoView({ behavior: "smooth", block: "start" })
    },
  },
})
