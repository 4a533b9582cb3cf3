/** The id of the JSON data block in which a server-rendered page hands its state to the browser's app. */
export const SERVER_STATE_ID = "server-state"
