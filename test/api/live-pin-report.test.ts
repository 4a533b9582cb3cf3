// A PIN game's report for its host, over real socket.io clients on the real server: refused
// before a round has finished, to a player and to a guest; after the podium, the host's CSV
// has each question's share right and picks and each player's answers and points, and it stays
// there under the old PIN after "play again"; the same tables come as a spreadsheet, a sheet each.
import readXlsxFile from "read-excel-file/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { fakeAiEnv, type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { parseCsv } from "./csv-support.ts"
import { guestClient } from "./live-pin-support.ts"
import { byQuestionEnv, rightOption, wrongOption } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe("a PIN game's report", () => {
  let fake: FakeOpenAI
  let server: TestServer
  let host: Player, reg: Player
  const clients: LiveClient[] = []
  const track = (c: LiveClient) => (clients.push(c), c)

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await serverModes[0]!.start({
      ...SERVER_ENV,
      ...byQuestionEnv,
      ...fakeAiEnv(fake),
    })
    ;[host, reg] = (await Promise.all(["report_host", "report_reg"].map((n) => signUp(server, n)))) as [Player, Player]
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  it("is the host's alone, once a round has finished", async () => {
    const hostC = track(await liveClient(server.url, host))
    const pin: string = (await ask(hostC, ClientEvent.openPinGame, {})).pin
    const report = (who?: Player, of = pin) => call(server, "GET", `/api/quiz/pin-report/${of}`, who ? { headers: who.headers } : {})
    const spreadsheet = (who?: Player) => call(server, "GET", `/api/quiz/pin-report/${pin}/spreadsheet`, who ? { headers: who.headers } : {})
    const ann = track(await guestClient(server.url, "Ann"))
    expect((await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "Ann" })).success).toBe(true)
    const regC = track(await liveClient(server.url, reg))
    expect((await ask(regC, ClientEvent.joinPinGame, { pin, nickname: "Rex" })).success).toBe(true)

    expect(await report(host)).toMatchObject({ status: 403, body: { message: Messages.pinReportNotYet } })
    expect((await ask(hostC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Chickens", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(hostC, ClientEvent.startLiveGame, {})).success).toBe(true)
    const first = await nextUpdate(ann, (u) => u.type === "question_opened" && u.byQuestion.index === 0, 0, 20_000)
    expect(await report(host)).toMatchObject({ status: 403, body: { message: Messages.pinReportNotYet } })
    const q1 = first.byQuestion.question
    expect((await ask(ann, ClientEvent.answerQuestion, { index: 0, option: rightOption(q1) })).success).toBe(true)
    expect((await ask(regC, ClientEvent.answerQuestion, { index: 0, option: wrongOption(q1) })).success).toBe(true)
    const second = await nextUpdate(ann, (u) => u.type === "question_opened" && u.byQuestion.index === 1, 0, 20_000)
    const q2 = second.byQuestion.question
    expect((await ask(ann, ClientEvent.answerQuestion, { index: 1, option: rightOption(q2) })).success).toBe(true)
    // Rex lets the second go: the host shows its answer now.
    expect((await ask(hostC, ClientEvent.advancePinGame, { index: 1 })).success).toBe(true)
    await nextUpdate(hostC, (u) => u.byQuestion?.index === 1 && u.byQuestion.reveal !== null)
    expect((await ask(hostC, ClientEvent.advancePinGame, { index: 1 })).success).toBe(true)
    const podium = await nextUpdate(hostC, (u) => u.type === "game_completed", 0, 20_000)
    const points = new Map<string, number>(podium.byQuestion.leaderboard.map((p: any) => [p.username, p.points]))

    // A player of the game and a guest may not have it.
    expect(await report(reg)).toMatchObject({ status: 403, body: { message: Messages.pinHostOnly } })
    expect((await report()).status).toBe(401)
    const answer = await report(host)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="quiz-night-${pin}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`))
    const rows = parseCsv(answer.body as string)
    const gap = rows.findIndex((r) => r.length === 1 && r[0] === "")
    const [questionHeader, ...questions] = rows.slice(0, gap)
    const [playerHeader, ...players] = rows.slice(gap + 1)
    const cell = (header: string[], row: string[], name: string) => row[header.indexOf(name)]
    expect(questions.map((q) => ["question", "kind", "players", "answered", "right", "percent_right"].map((n) => cell(questionHeader!, q, n)))).toEqual([
      [q1.question, "multiple_choice", "2", "2", "1", "50"],
      [q2.question, "multiple_choice", "2", "1", "1", "50"],
    ])
    const picks = (row: string[]) =>
      Object.fromEntries(["a", "b", "c", "d", "e"].map((l) => [cell(questionHeader!, row, `option_${l}`), cell(questionHeader!, row, `picks_${l}`)]))
    expect(picks(questions[0]!)).toMatchObject({ [rightOption(q1)]: "1", [wrongOption(q1)]: "1" })
    expect(picks(questions[1]!)).toMatchObject({ [rightOption(q2)]: "1", [wrongOption(q2)]: "0" })
    expect(playerHeader).toEqual(["round", "player", "total", "answer_1", "points_1", "answer_2", "points_2"])
    const annRow = players.find((p) => p[1] === "Ann")!
    const rexRow = players.find((p) => p[1] === "Rex")!
    expect(Number(annRow[2])).toBe(points.get("Ann"))
    expect(Number(annRow[4]) + Number(annRow[6])).toBe(points.get("Ann"))
    expect(annRow.slice(3).filter((_, i) => i % 2 === 0)).toEqual([rightOption(q1), rightOption(q2)])
    expect(rexRow).toEqual(["1", "Rex", "0", wrongOption(q1), "0", "", "0"])

    // The same report as a spreadsheet: the host's alone, a sheet per table, numbers as numbers.
    expect(await spreadsheet(reg)).toMatchObject({ status: 403, body: { message: Messages.pinHostOnly } })
    expect((await spreadsheet()).status).toBe(401)
    const xlsx = await fetch(`${server.url}/api/quiz/pin-report/${pin}/spreadsheet`, { headers: host.headers })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    expect(xlsx.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="quiz-night-${pin}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`))
    const sheets = await readXlsxFile(Buffer.from(await xlsx.arrayBuffer()))
    expect(sheets.map((s) => s.sheet)).toEqual(["Questions", "Players"])
    const [questionSheet, playerSheet] = sheets.map((s) => s.data) as [unknown[][], unknown[][]]
    // Every cell the CSV has, the sheets have, with numbers as numbers and empty cells empty.
    const asCsv = (rows: unknown[][]) => rows.map((r) => r.map((c) => (c === null ? "" : String(c))))
    expect(asCsv(questionSheet)).toEqual([questionHeader!, ...questions].map((r) => r.slice(0, questionSheet[0]!.length)))
    expect(asCsv(playerSheet)).toEqual([playerHeader!, ...players])
    expect(playerSheet.find((r) => r[1] === "Ann")![2]).toBe(points.get("Ann"))

    // "Play again" opens a new lobby: the finished game's report is still its host's, under its PIN.
    const again = await ask(hostC, ClientEvent.playAgainPinGame, {})
    expect(again.success).toBe(true)
    expect((await report(host)).body).toBe(answer.body)
    expect(await report(host, again.pin)).toMatchObject({ status: 403, body: { message: Messages.pinReportNotYet } })
  }, 90_000)
})
