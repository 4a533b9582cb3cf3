// The quiz's accounts and groups in Spanish: a visitor whose browser asks for Spanish registers as a quiz player,
// is told in Spanish what is wrong before and after asking (the form's own checks and the server's answers), logs
// out and in again, and creates and joins groups on the profile, every word of those screens in Spanish.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { esAccounts } from "#schemas/i18n/es-accounts.ts"
import { esGroups } from "#schemas/i18n/es-groups.ts"

import { chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"

const stamp = Date.now().toString(36)
const PLAYER = { username: `gallina${stamp}`, password: "contraseña-de-prueba" }
const GROUP = "Gallinero"

describe.skipIf(!chromiumAvailable)("the quiz's accounts and groups in Spanish", { timeout: 180_000 }, () => {
  let e2e: E2E
  let page: Page

  beforeAll(async () => {
    e2e = await startE2E()
    // The browser asks for Spanish (Accept-Language), so the API answers in it too; the address names it as well.
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "es-ES" })
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("registers a quiz player in Spanish, with the form's and the server's problems in Spanish", async () => {
    await page.goto("/quizgame?lang=es")
    await seeText(page, esAccounts.guestWelcome)
    const bar = page.getByRole("region", { name: "Cuenta del juego" })
    await bar.getByRole("button", { name: "Registrarse" }).click()
    const dialog = page.getByRole("dialog", { name: "Registrarse" })
    await dialog.getByLabel("Nombre de usuario").fill(PLAYER.username)
    await dialog.getByLabel("Contraseña", { exact: true }).fill("corta")
    await dialog.getByLabel("Repite la contraseña").fill("otra")
    await dialog.getByText("Al menos 8 caracteres.").waitFor()
    await dialog.getByRole("button", { name: "Registrarse" }).click()
    await dialog.getByText(esAccounts.passwordTooShort).waitFor()
    await dialog.getByText(esAccounts.passwordsDoNotMatch).waitFor()

    await dialog.getByLabel("Contraseña", { exact: true }).fill(PLAYER.password)
    await dialog.getByLabel("Repite la contraseña").fill(PLAYER.password)
    await dialog.getByRole("button", { name: "Registrarse" }).click()
    await seeText(page, "Hola,")
    expect(await bar.innerText()).not.toMatch(/Welcome|Logout|Update profile/)

    await bar.getByRole("button", { name: "Cerrar sesión" }).click()
    await bar.getByRole("button", { name: "Iniciar sesión" }).click()
    const login = page.getByRole("dialog", { name: "Iniciar sesión" })
    await login.getByLabel("Nombre de usuario").fill(PLAYER.username)
    await login.getByLabel("Contraseña").fill("no-es-la-contraseña")
    await login.getByRole("button", { name: "Iniciar sesión" }).click()
    // The server's answer, put into Spanish at the API's edge.
    await login.getByText(esAccounts.invalidCredentials).waitFor()
    await login.getByRole("button", { name: "¿Has olvidado la contraseña?" }).click()
    await login.getByRole("button", { name: "Volver a iniciar sesión" }).waitFor()
    await login.getByRole("button", { name: "Volver a iniciar sesión" }).click()
    await login.getByLabel("Nombre de usuario").fill(PLAYER.username)
    await login.getByLabel("Contraseña").fill(PLAYER.password)
    await login.getByRole("button", { name: "Iniciar sesión" }).click()
    await seeText(page, "Hola,")
  })

  it("shows the groups on the profile in Spanish and creates and joins groups in it", async () => {
    await page.goto("/quizgame/quizprofile?lang=es")
    for (const heading of ["Partida en directo", "Retos", "Mis grupos", "Unirse a un grupo", "Crear un grupo"])
      await page.getByRole("heading", { name: heading }).waitFor()
    await seeText(page, esGroups.notInGroupYet)
    await seeText(page, esGroups.liveGamesInGroups)

    const create = page.getByRole("form", { name: "Crear un grupo" })
    await create.getByRole("button", { name: "Crear el grupo" }).click()
    await create.getByText(esGroups.groupNameRequired).waitFor()
    await create.getByLabel("Nombre del grupo").fill(GROUP)
    await create.getByLabel("Claves de invitación").fill("1")
    await create.getByRole("button", { name: "Crear el grupo" }).click()
    await seeText(page, esGroups.groupCreated(GROUP))
    const created = page.getByRole("region", { name: esGroups.newGroupNamed(GROUP) })
    await created.getByText(/ya está listo\. Su clave de grupo es/).waitFor()
    await created.getByRole("button", { name: /Haz clic para copiar la invitación$/ }).waitFor()

    const group = page.getByRole("list", { name: "Tus grupos" }).getByRole("listitem").filter({ hasText: GROUP }).first()
    await group.getByRole("button", { name: new RegExp(`${GROUP}.*1 miembro`) }).click()
    await group.getByRole("heading", { name: "Miembros" }).waitFor()
    await group.getByText(esGroups.noChallengesInGroup).waitFor()
    await group.getByRole("button", { name: "Mostrar las claves de invitación" }).waitFor()
    await group.getByRole("button", { name: "Borrar el grupo" }).waitFor()

    const join = page.getByRole("form", { name: "Unirse a un grupo" })
    await join.getByRole("button", { name: "Unirse al grupo" }).click()
    await join.getByText(esGroups.joinGroupKeysRequired).waitFor()
    await join.getByLabel("Clave del grupo").fill("zzzz-zzzz-zzzz-zzzz")
    await join.getByLabel("Clave de invitación").fill("zzz-zzz-zzz")
    await join.getByRole("button", { name: "Unirse al grupo" }).click()
    // The server's refusal, in Spanish inside the screen's Spanish sentence.
    await join.getByText(esGroups.joinGroupError(esGroups.groupKeyInvalid)).waitFor()

    const words = await page.locator("main").innerText()
    for (const english of ["My groups", "Create a group", "Join a group", "Group key", "Welcome,"]) expect(words, english).not.toContain(english)
  })
})
