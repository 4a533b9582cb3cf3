// A byte limit as the messages name it ("5 MB", "512 KB"), written once for every language: a message that shows
// a size takes this text, not the bytes, so that the server's answer can be put in another language by its shape.
export const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`)
