// The "mail" area in Spanish (schemas/mail-messages.ts holds the English): the mails the site sends, written for a
// Spanish reader.
import type * as Mail from "../mail-messages.ts"
import type { Words } from "./catalogue.ts"

export const esMail: Words<typeof Mail> = {
  confirmSubject: (site: string) => `Confirma tu suscripción a ${site}`,
  confirmAsked: (site: string) => `Alguien (esperamos que tú) ha pedido recibir por correo las nuevas entradas de ${site}.`,
  confirmHere: "Confirma aquí tu suscripción (el enlace vale durante 7 días):",
  confirmIgnore: "Si no lo has pedido tú, no hagas caso de este correo: no recibirás nada más de nosotros.",
  alreadySubject: (site: string) => `Ya estás suscrito a ${site}`,
  alreadyAsked: (site: string) => `Alguien (esperamos que tú) ha pedido suscribir esta dirección a ${site}. Ya lo está: las nuevas entradas seguirán llegando.`,
  alreadyStop: "Para dejar de recibirlas, date de baja aquí:",
  postPhotos: "Fotos:",
  postReadOn: (site: string) => `Léela en ${site}`,
  postWhy: (site: string) => `Recibes esto porque te suscribiste a ${site}.`,
  postStop: "Para dejar de recibirlo, date de baja aquí:",
  postUnsubscribe: "Darse de baja",
  resetSubject: (site: string) => `Restablece tu contraseña en ${site}`,
  resetAsked: (username: string, site: string) =>
    `Alguien (esperamos que tú) ha pedido restablecer la contraseña de la cuenta del juego "${username}" en ${site}.`,
  resetHere: "Elige una contraseña nueva aquí (el enlace vale una sola vez, durante 30 minutos):",
  resetIgnore: "Si no lo has pedido tú, no hagas caso de este correo: tu contraseña sigue igual.",
}
