import { readFileSync } from "node:fs"

import { Either } from "effect"
import { describe, expect, it } from "vitest"

import { configVariables, loadConfig } from "./config.ts"

const errorsOf = (env: Record<string, string>) => Either.getLeft(loadConfig(env)).pipe((o) => (o._tag === "Some" ? o.value : []))

describe("loadConfig", () => {
  it("uses the defaults for an empty environment", () => {
    const config = Either.getOrThrow(loadConfig({}))
    expect(config).toEqual({
      port: 3000,
      dataDir: "./data",
      databaseUrl: undefined,
      kurrentdbUrl: undefined,
      siteName: "Homestead",
      owner: { username: undefined, password: undefined },
      quizAdmin: { username: undefined, password: undefined },
      quizTokenTtlSeconds: 12 * 3600,
      liveDropAfterSeconds: 30,
      liveQuestion: { answerSeconds: 20, leaderboardSeconds: 5 },
      ai: {
        baseUrl: undefined,
        apiKey: undefined,
        modelBasic: undefined,
        modelHq: undefined,
        timeoutMs: 60000,
        checkAnswers: true,
        prices: new Map(),
        monthlyBudget: undefined,
      },
      seed: true,
      httpTransport: "auto",
      trustProxy: { kind: "off" },
      log: { level: "info", format: undefined },
      metricsToken: undefined,
      basicDailyLimit: 50,
      aiDailyCalls: 2000,
      registrationsPerHour: 5,
      guestPlayersPerHour: 200,
      fetchAllowPrivate: false,
      singleSignOn: undefined,
      passwordSignIn: true,
      webhookRetrySeconds: 30,
      mediaBucket: undefined,
    })
  })

  it("decodes every variable", () => {
    const config = Either.getOrThrow(
      loadConfig({
        PORT: "8080",
        DATA_DIR: "/data",
        DATABASE_URL: "postgres://u:p@db:5432/homestead",
        KURRENTDB_URL: "kurrentdb://kurrentdb:2113?tls=false",
        SITE_NAME: " Valley Farm ",
        OWNER_USERNAME: "owner",
        OWNER_PASSWORD: "correct horse",
        QUIZ_ADMIN_USERNAME: "quizadmin",
        QUIZ_ADMIN_PASSWORD: "battery staple",
        QUIZ_TOKEN_TTL: "30m",
        LIVE_DROP_AFTER: "2m",
        LIVE_QUESTION_SECONDS: "30",
        LIVE_LEADERBOARD_SECONDS: "8",
        AI_BASE_URL: "http://localhost:11434/v1",
        AI_API_KEY: "sk-test",
        AI_MODEL_BASIC: "small",
        AI_MODEL_HQ: "large",
        AI_CHECK_ANSWERS: "off",
        AI_PRICES: "small=0.15/0.6, large=2.5/10",
        AI_MONTHLY_BUDGET: "25.50",
        HOMESTEAD_SEED: "off",
      }),
    )
    expect(config.port).toBe(8080)
    expect(config.dataDir).toBe("/data")
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/homestead")
    expect(config.kurrentdbUrl).toBe("kurrentdb://kurrentdb:2113?tls=false")
    expect(config.siteName).toBe("Valley Farm")
    expect(config.owner).toEqual({ username: "owner", password: "correct horse" })
    expect(config.quizAdmin).toEqual({ username: "quizadmin", password: "battery staple" })
    expect(config.quizTokenTtlSeconds).toBe(1800)
    expect(config.liveDropAfterSeconds).toBe(120)
    expect(config.liveQuestion).toEqual({ answerSeconds: 30, leaderboardSeconds: 8 })
    expect(config.ai).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: "sk-test",
      modelBasic: "small",
      modelHq: "large",
      timeoutMs: 60000,
      checkAnswers: false,
      prices: new Map([
        ["small", { input: 0.15, output: 0.6 }],
        ["large", { input: 2.5, output: 10 }],
      ]),
      monthlyBudget: 25.5,
    })
    expect(config.seed).toBe(false)
  })

  it.each([
    ["12h", 43200],
    ["7d", 604800],
    ["45s", 45],
    ["90", 90],
  ])("reads QUIZ_TOKEN_TTL=%s as %i seconds", (ttl, seconds) => {
    expect(Either.getOrThrow(loadConfig({ QUIZ_TOKEN_TTL: ttl })).quizTokenTtlSeconds).toBe(seconds)
  })

  it("reads PUBLIC_URL as a bare origin and refuses paths", () => {
    expect(Either.getOrThrow(loadConfig({ PUBLIC_URL: "https://Homestead.example/" })).publicUrl).toBe("https://homestead.example")
    expect(Either.getOrThrow(loadConfig({})).publicUrl).toBeUndefined()
    for (const bad of ["homestead.example", "ftp://homestead.example", "https://homestead.example/blog"]) {
      expect(errorsOf({ PUBLIC_URL: bad })[0]).toMatch(/^PUBLIC_URL: expected/)
    }
  })

  it("reads TRUST_PROXY as off, a hop count or a list, and refuses anything else", () => {
    expect(Either.getOrThrow(loadConfig({ TRUST_PROXY: "off" })).trustProxy).toEqual({ kind: "off" })
    expect(Either.getOrThrow(loadConfig({ TRUST_PROXY: "2" })).trustProxy).toEqual({ kind: "hops", count: 2 })
    expect(Either.getOrThrow(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" })).trustProxy.kind).toBe("list")
    for (const bad of ["yes please", "0.0.0.0/99", "42"]) expect(errorsOf({ TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: expected/)
  })

  it("reads the log settings and the metrics token", () => {
    expect(Either.getOrThrow(loadConfig({ LOG_LEVEL: "debug", LOG_FORMAT: "json" })).log).toEqual({ level: "debug", format: "json" })
    expect(errorsOf({ LOG_LEVEL: "loud" })[0]).toBe('LOG_LEVEL: expected fatal, error, warn, info, debug, trace or silent, got "loud"')
    expect(Either.getOrThrow(loadConfig({ METRICS_TOKEN: "a-long-enough-secret" })).metricsToken).toBe("a-long-enough-secret")
    expect(errorsOf({ METRICS_TOKEN: "short" })[0]).toBe("METRICS_TOKEN: expected a secret of at least 16 characters, got something else (value not shown)")
  })

  it("reads the mail settings, both or neither", () => {
    expect(Either.getOrThrow(loadConfig({})).mail).toBeUndefined()
    const mail = { SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: " Homestead <home@example.org> ", PUBLIC_URL: "https://homestead.example/" }
    expect(Either.getOrThrow(loadConfig(mail)).mail).toEqual({
      smtpUrl: "smtps://u:p@mail.example:465",
      from: "Homestead <home@example.org>",
      publicUrl: "https://homestead.example",
      perMinute: 60,
      retrySeconds: 60,
    })
    expect(Either.getOrThrow(loadConfig({ ...mail, MAIL_PER_MINUTE: "600", MAIL_RETRY_SECONDS: "5" })).mail).toMatchObject({ perMinute: 600, retrySeconds: 5 })
    expect(errorsOf({ ...mail, MAIL_PER_MINUTE: "0" })[0]).toMatch(/^MAIL_PER_MINUTE: expected a whole number from 1/)
    expect(errorsOf({ SMTP_URL: "smtp://mail.example" })).toEqual(["MAIL_FROM: expected it with SMTP_URL (both or neither)"])
    expect(errorsOf({ MAIL_FROM: "home@example.org" })).toEqual(["SMTP_URL: expected it with MAIL_FROM (both or neither)"])
    expect(errorsOf({ SMTP_URL: "http://mail.example", MAIL_FROM: "home@example.org" })[0]).toMatch(/^SMTP_URL: expected an SMTP URL/)
    expect(errorsOf({ SMTP_URL: "smtp://mail.example", MAIL_FROM: "nobody" })[0]).toMatch(/^MAIL_FROM: expected an address/)
  })

  it("refuses mail without PUBLIC_URL, in one line saying what to set", () => {
    expect(errorsOf({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "home@example.org" })).toEqual([
      "PUBLIC_URL: expected the site's public origin (like https://homestead.example) when SMTP_URL is set, for the links it mails",
    ])
  })

  it("reads single sign-on, all three provider settings or none, and turns passwords off only with it", () => {
    const oidc = { OIDC_ISSUER: "https://auth.example.org/app/", OIDC_CLIENT_ID: "homestead", OIDC_CLIENT_SECRET: "s3cret" }
    expect(Either.getOrThrow(loadConfig({ ...oidc, OIDC_OWNER_CLAIM: "groups=owners", PASSWORD_SIGN_IN: "off" }))).toMatchObject({
      singleSignOn: {
        issuer: "https://auth.example.org/app/",
        clientId: "homestead",
        clientSecret: "s3cret",
        providerName: "auth.example.org",
        ownerClaim: { claim: "groups", value: "owners" },
        quizAdminClaim: undefined,
      },
      passwordSignIn: false,
    })
    expect(Either.getOrThrow(loadConfig({ ...oidc, OIDC_PROVIDER_NAME: "Authentik" })).singleSignOn?.providerName).toBe("Authentik")
    expect(errorsOf({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toEqual([
      "OIDC_CLIENT_ID: expected it with OIDC_ISSUER and OIDC_CLIENT_SECRET (all three or none)",
      "OIDC_CLIENT_SECRET: expected it with OIDC_ISSUER and OIDC_CLIENT_ID (all three or none)",
    ])
    expect(errorsOf({ PASSWORD_SIGN_IN: "off" })[0]).toMatch(/^PASSWORD_SIGN_IN: expected on unless single sign-on is set up/)
    expect(errorsOf({ ...oidc, OIDC_OWNER_CLAIM: "owners" })[0]).toMatch(/^OIDC_OWNER_CLAIM: expected a claim and the value/)
  })

  it("reads an S3 bucket for uploads, refusing partial settings with a line saying what is missing", () => {
    expect(
      Either.getOrThrow(
        loadConfig({
          S3_BUCKET: "homestead-media",
          S3_ENDPOINT: "http://minio:9000",
          S3_ACCESS_KEY_ID: "homestead",
          S3_SECRET_ACCESS_KEY: "very-secret-key",
          S3_FORCE_PATH_STYLE: "on",
        }),
      ).mediaBucket,
    ).toEqual({
      bucket: "homestead-media",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "homestead", secretAccessKey: "very-secret-key" },
      forcePathStyle: true,
    })
    // On AWS: the region, and credentials as the SDK finds them.
    expect(Either.getOrThrow(loadConfig({ S3_BUCKET: "homestead-media", S3_REGION: "eu-west-1" })).mediaBucket).toEqual({
      bucket: "homestead-media",
      endpoint: undefined,
      region: "eu-west-1",
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(errorsOf({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "homestead", S3_SECRET_ACCESS_KEY: "very-secret-key" })).toEqual([
      "S3_BUCKET: expected it with S3_ENDPOINT and S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the bucket that holds the uploads; or unset the S3_ settings)",
    ])
    expect(errorsOf({ S3_BUCKET: "homestead-media", S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "homestead" })).toEqual([
      "S3_SECRET_ACCESS_KEY: expected it with S3_ACCESS_KEY_ID (both or neither)",
    ])
    expect(errorsOf({ S3_BUCKET: "homestead-media", S3_ENDPOINT: "http://minio:9000", S3_SECRET_ACCESS_KEY: "very-secret-key" })).toEqual([
      "S3_ACCESS_KEY_ID: expected it with S3_SECRET_ACCESS_KEY (both or neither)",
    ])
    expect(errorsOf({ S3_BUCKET: "homestead-media" })).toEqual([
      "S3_REGION: expected the bucket's region (like eu-west-1) with S3_BUCKET on AWS, or S3_ENDPOINT for another S3-compatible service",
    ])
    expect(errorsOf({ S3_BUCKET: "media/uploads", S3_REGION: "eu-west-1" })[0]).toMatch(/^S3_BUCKET: expected a bucket name/)
    expect(errorsOf({ S3_BUCKET: "homestead-media", S3_ENDPOINT: "minio:9000" })[0]).toMatch(/^S3_ENDPOINT: expected the http\(s\) URL/)
    const [secret] = errorsOf({ S3_BUCKET: "homestead-media", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "homestead", S3_SECRET_ACCESS_KEY: " " })
    expect(secret).toBe("S3_SECRET_ACCESS_KEY: expected the secret access key for the bucket, got something else (value not shown)")
  })

  it("refuses prices that are not model=input/output", () => {
    expect(errorsOf({ AI_PRICES: "gpt-4o=cheap" })[0]).toMatch(/^AI_PRICES: expected model=input\/output prices/)
    expect(errorsOf({ AI_MONTHLY_BUDGET: "-5" })[0]).toMatch(/^AI_MONTHLY_BUDGET: expected a number from 0/)
  })

  it("reads HTTP_TRANSPORT", () => {
    expect(Either.getOrThrow(loadConfig({ HTTP_TRANSPORT: "node" })).httpTransport).toBe("node")
    expect(errorsOf({ HTTP_TRANSPORT: "express" })[0]).toMatch(/^HTTP_TRANSPORT: expected auto, uws or node/)
  })

  it("reads the AI spend, registration and guest limits, refusing non-counts", () => {
    const config = Either.getOrThrow(
      loadConfig({ AI_BASIC_DAILY_LIMIT: "20", AI_DAILY_CALLS: "0", REGISTRATIONS_PER_HOUR: "100", GUEST_PLAYERS_PER_HOUR: "1000" }),
    )
    expect([config.basicDailyLimit, config.aiDailyCalls, config.registrationsPerHour, config.guestPlayersPerHour]).toEqual([20, 0, 100, 1000])
    for (const name of ["AI_BASIC_DAILY_LIMIT", "AI_DAILY_CALLS", "REGISTRATIONS_PER_HOUR", "GUEST_PLAYERS_PER_HOUR"]) {
      for (const bad of ["-1", "lots", "2.5"]) expect(errorsOf({ [name]: bad })[0]).toMatch(new RegExp(`^${name}: expected a whole number`))
    }
  })

  it("treats an empty value as unset", () => {
    const config = Either.getOrThrow(loadConfig({ PORT: "", AI_API_KEY: "" }))
    expect(config.port).toBe(3000)
    expect(config.ai.apiKey).toBeUndefined()
  })

  it("reports every bad value on its own line, naming the variable", () => {
    const errors = errorsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      QUIZ_TOKEN_TTL: "soon",
      HOMESTEAD_SEED: "maybe",
      OWNER_PASSWORD: "short",
      AI_BASE_URL: "localhost",
    })
    expect(errors).toHaveLength(6)
    expect(errors[0]).toBe('PORT: expected a port number from 0 to 65535, got "eighty"')
    expect(errors.map((e) => e.split(":")[0])).toEqual(["PORT", "DATABASE_URL", "OWNER_PASSWORD", "QUIZ_TOKEN_TTL", "AI_BASE_URL", "HOMESTEAD_SEED"])
    for (const e of errors) expect(e).not.toContain("\n")
  })

  it("never echoes a secret", () => {
    const [line] = errorsOf({ OWNER_PASSWORD: "hunter2" })
    expect(line).toMatch(/^OWNER_PASSWORD: expected at least 8 characters/)
    expect(line).not.toContain("hunter2")
  })

  it.each(["-1", "70000", "3.5"])("rejects PORT=%s", (port) => {
    expect(errorsOf({ PORT: port })).toHaveLength(1)
  })

  it("is documented in .env.example, every variable", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8")
    for (const name of configVariables) expect(example).toMatch(new RegExp(`^#? ?${name}=`, "m"))
  })
})
