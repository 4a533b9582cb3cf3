// The words of the mails the site sends (the journal's confirmation, "already subscribed" and new-post mails, the
// quiz's password reset): the catalogue's "mail" area (schemas/i18n/catalogue.ts). English, as the product says
// them; schemas/i18n/es-mail.ts holds the same keys in Spanish. A mail is written in the language of the request
// that asked for it, and a subscriber's new-post mails in the language they subscribed in.

export const confirmSubject = (site: string) => `Confirm your subscription to ${site}`
export const confirmAsked = (site: string) => `Someone (we hope you) asked to receive the new posts of ${site} by email.`
export const confirmHere = "Confirm your subscription here (the link works for 7 days):"
export const confirmIgnore = "If you did not ask, ignore this email: you will get nothing more from us."

export const alreadySubject = (site: string) => `You are already subscribed to ${site}`
export const alreadyAsked = (site: string) => `Someone (we hope you) asked to subscribe this address to ${site}. It already is: new posts keep coming.`
export const alreadyStop = "To stop them, unsubscribe here:"

export const postPhotos = "Photos:"
export const postReadOn = (site: string) => `Read it on ${site}`
export const postWhy = (site: string) => `You get this because you subscribed to ${site}.`
export const postStop = "To stop, unsubscribe here:"
export const postUnsubscribe = "Unsubscribe"

export const resetSubject = (site: string) => `Reset your password on ${site}`
export const resetAsked = (username: string, site: string) => `Someone (we hope you) asked to reset the password of the quiz account "${username}" on ${site}.`
export const resetHere = "Choose a new password here (the link works once, for 30 minutes):"
export const resetIgnore = "If you did not ask, ignore this email: your password stays as it is."
