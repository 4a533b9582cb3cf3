// The server's answers a visitor of the public site meets (search, the journal's subscriptions, a missing page's
// content, a database out of reach): the catalogue's "public" area (schemas/i18n/catalogue.ts). The English words
// stay where they are written (messages.ts); this names the ones the area holds, which its translations cover.
export {
  categoryNotFound,
  photoNotFound,
  postNotFound,
  recipeNotFound,
  searchQueryRequired,
  searchQueryTooLong,
  serverTrouble,
  storeUnavailable,
  subscribeConfirmed,
  subscribeEmailInvalid,
  subscribeLinkInvalid,
  subscribeRequested,
  subscribeUnavailable,
  tooManySubscribeRequests,
  unsubscribed,
  unsubscribeLinkInvalid,
  videoNotFound,
} from "./messages.ts"
