// The "coach" area in Spanish (schemas/coach-messages.ts holds the English): the homestead coach's page.
import type * as Coach from "../coach-messages.ts"
import type { Words } from "./catalogue.ts"

export const esCoach: Words<typeof Coach> = {
  coachConversationCleared: "Has empezado una conversación nueva.",
  coachMessageRequired: "Escribe un mensaje para el entrenador.",
  coachMessageTooLong: (max: number) => `Un mensaje al entrenador puede tener como máximo ${max} caracteres.`,
  coachNotConfigured: "El entrenador no tiene configurado ningún proveedor de IA. Define AI_BASE_URL, AI_API_KEY y AI_MODEL_BASIC y reinicia.",
  coachReplyCutOff: "La respuesta del entrenador se ha cortado. Vuelve a intentarlo.",
  coachTimedOut: "El entrenador ha tardado demasiado en responder. Vuelve a intentarlo.",
  coachTooManyMessages: (limit: number, minutes: number) =>
    `Puedes enviar al entrenador ${limit} mensajes cada ${minutes} minutos. Espera un poco y vuelve a intentarlo.`,
  coachUnavailable: "El entrenador no responde en este momento. Vuelve a intentarlo más tarde.",
  coachUnknown: "Ese entrenador no existe. Pregunta a «hsCoach», el entrenador de la granja.",
  coachTitle: "El entrenador de la granja",
  coachIntro:
    "Pregunta por el huerto, los animales, la despensa o la mudanza al norte. El entrenador responde a partir de las recetas, el diario y las entradas de este sitio, y enlaza a ellos.",
  newConversation: "Nueva conversación",
  tryOneOfThese: "Prueba con una de estas preguntas o escribe la tuya:",
  suggestions: [
    "¿Qué puedo plantar este mes en nuestro patio de Las Vegas?",
    "¿Qué recetas nuestras usan lo que da el huerto?",
    "¿Qué deberíamos planear primero para la mudanza a los Adirondacks?",
  ],
  coachReplied: (reply: string) => `El entrenador ha respondido: ${reply}`,
  coachWriting: "El entrenador está escribiendo…",
  you: "Tú: ",
  coach: "Entrenador: ",
  replyCutOff: "(respuesta cortada)",
  conversation: "Conversación con el entrenador",
  messageTheCoach: "Mensaje para el entrenador",
  composerPlaceholder: "Pregunta por el huerto, los animales, la despensa o la mudanza…",
  composerHint: "Intro envía, Mayús+Intro añade una línea · ",
  waiting: "Esperando…",
  send: "Enviar",
}
