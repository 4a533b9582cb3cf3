// Registers the account tasks that run at every start (each does nothing once done):
// the quiz-token secret, the site owner, the quiz admin.
import { bootstrapTasks } from "../app.ts"
import { quizTokenSecret } from "../auth/quiz-auth.ts"
import { createOwnerOnFirstStart } from "./owner.ts"
import { createQuizAdminOnFirstStart } from "./quiz-admin.ts"

bootstrapTasks.push(
  async (app) => {
    await quizTokenSecret(app)
  },
  createOwnerOnFirstStart,
  createQuizAdminOnFirstStart,
)
