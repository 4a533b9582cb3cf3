// The server's answers to a request that no one screen owns (a field missing or too long a list, a date that is not
// one, a body unreadable or nested too deeply, no such endpoint, a request from another site, a change that met
// another, a server shutting down): the catalogue's "answers" area (schemas/i18n/catalogue.ts). The English words
// stay where they are written (messages.ts); this names the ones the area holds, which schemas/i18n/es-answers.ts
// translates. No screen loads it: the server's edge puts these answers in the request's language, and a screen
// shows them as they come.
export {
  bodyUnreadable,
  dateInvalid,
  fieldRequired,
  forbidden,
  foreignOrigin,
  formDataUnreadable,
  idMismatch,
  internalError,
  jsonTooDeep,
  noApiEndpoint,
  requestTooLarge,
  shuttingDown,
  textNotAllowed,
  tooMany,
  uploadTooLarge,
  writeConflict,
} from "./messages.ts"
