// The "answers" area in Spanish (schemas/answer-messages.ts names the English): the server's answers to a request
// that no one screen owns. A field's name stays the form's own (it is the address's or the form's key).
import type * as Answers from "../answer-messages.ts"
import type { Words } from "./catalogue.ts"

export const esAnswers: Words<typeof Answers> = {
  bodyUnreadable: "No se ha podido leer el cuerpo de la petición (¿es JSON válido?)",
  dateInvalid: (field: string) => `${field} debe ser una fecha, p. ej. 2026-03-05.`,
  fieldRequired: (field: string) => `${field} es obligatorio.`,
  forbidden: "No tienes permiso para hacer eso.",
  foreignOrigin: "Esta petición venía de otro sitio y se ha rechazado.",
  formDataUnreadable: "No se han podido leer los datos del formulario.",
  idMismatch: "El _id del cuerpo no coincide con la dirección.",
  internalError: "Error interno del servidor",
  jsonTooDeep: (levels: number) => `El cuerpo de la petición está anidado demasiado (el límite es de ${levels} niveles).`,
  noApiEndpoint: (method: string, path: string) => `No hay ningún punto de la API ${method} ${path}`,
  requestTooLarge: (size: string) => `El cuerpo de la petición es demasiado grande (el límite es ${size})`,
  shuttingDown: "El servidor se está apagando",
  textNotAllowed: "El texto no puede contener caracteres NUL ni sustitutos sueltos.",
  tooMany: (field: string, max: number) => `${field} puede tener como máximo ${max} elementos.`,
  uploadTooLarge: "El archivo subido es demasiado grande",
  writeConflict: "Otra persona ha cambiado esto en el mismo momento. Vuelve a intentarlo.",
}
