// The server's answers to a request that no one screen owns (a field missing or too long a list, a date that is not
// one, a body nested too deeply, a request from another site, a change that met another): the catalogue's "answers"
// area (schemas/i18n/catalogue.ts). The English words stay where they are written (messages.ts); this names the
// ones the area holds, which schemas/i18n/es-answers.ts translates. No screen loads it: the server's edge puts these
// answers in the request's language, and a screen shows them as they come.
export { dateInvalid, fieldRequired, forbidden, foreignOrigin, idMismatch, jsonTooDeep, textNotAllowed, tooMany, writeConflict } from "./messages.ts"
