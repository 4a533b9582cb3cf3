/* eslint-disable @typescript-eslint/no-explicit-any -- each variable has its own decoded type */
// The server's configuration, decoded once from the environment. Every bad value is
// reported (all of them, one line each, naming the variable) before anything starts.
import { Either, ParseResult, Schema } from "effect"

import { type ClaimRule, parseClaimRule } from "#engine/single-sign-on/claims.ts"

import { parsePrices, type Prices } from "./ai/prices.ts"
import { parseProxyTrust, type ProxyTrust } from "./http/proxy-trust.ts"
import { LOG_LEVELS, type LogFormat, type LogLevel } from "./log/logger.ts"

export interface Config {
  readonly port: number
  readonly dataDir: string
  /** A PostgreSQL server for read models (and the event store unless KurrentDB is set); else PGlite. */
  readonly databaseUrl: string | undefined
  /** KurrentDB / EventStoreDB connection string; when set it holds the events. */
  readonly kurrentdbUrl: string | undefined
  readonly siteName: string
  /** First-start accounts; a missing password is generated and printed once by the bootstrap. */
  readonly owner: { readonly username: string | undefined; readonly password: string | undefined }
  readonly quizAdmin: { readonly username: string | undefined; readonly password: string | undefined }
  readonly quizTokenTtlSeconds: number
  readonly ai: {
    readonly baseUrl: string | undefined
    readonly apiKey: string | undefined
    readonly modelBasic: string | undefined
    readonly modelHq: string | undefined
    /** How long one request to the AI provider may take. */
    readonly timeoutMs: number
    /** AI_CHECK_ANSWERS: every generated quiz's keys are put to a blind check before it is stored. */
    readonly checkAnswers: boolean
    /** AI_PRICES: per model, the price of a million tokens sent and received. */
    readonly prices: Prices
    /** AI_MONTHLY_BUDGET: what a month's priced calls may cost; undefined for no cap. */
    readonly monthlyBudget: number | undefined
  }
  /** How long a live game's player may be without a connection, between rounds, before being dropped. */
  readonly liveDropAfterSeconds: number
  /** A question-by-question live round: seconds to answer each question, and to show the leaderboard after it. */
  readonly liveQuestion: { readonly answerSeconds: number; readonly leaderboardSeconds: number }
  /** Seed demo content on an empty store. */
  readonly seed: boolean
  /** The site's public origin (https://example.org) for absolute links; without it they name this server on localhost (api/features/site-pages/urls.ts). */
  readonly publicUrl: string | undefined
  /** The HTTP server: uWebSockets.js where a native build loads ("auto"), or forced. */
  readonly httpTransport: "auto" | "uws" | "node"
  /** Which reverse proxies may tell us the client's address, scheme and host. */
  readonly trustProxy: ProxyTrust
  /** How much to log, and as JSON or readable lines (default: readable on a terminal, else JSON). */
  readonly log: { readonly level: LogLevel; readonly format: LogFormat | undefined }
  /** /metrics answers only with this bearer token; without one it is off. */
  readonly metricsToken: string | undefined
  /** Outgoing mail (password reset links, posts to subscribers); off unless both SMTP_URL and MAIL_FROM are set, and then PUBLIC_URL is required: the links it mails name it. */
  readonly mail:
    | {
        readonly smtpUrl: string
        readonly from: string
        readonly publicUrl: string
        /** Posts mailed to subscribers per minute by this node. */
        readonly perMinute: number
        /** The first wait before a refused mail is tried again, doubled with each try. */
        readonly retrySeconds: number
      }
    | undefined
  /** Basic-quality generations a signed-in player may start per UTC day. */
  readonly basicDailyLimit: number
  /** Calls to the AI provider the whole site may make per UTC day. */
  readonly aiDailyCalls: number
  /** New quiz accounts one client address may register per hour. */
  readonly registrationsPerHour: number
  /** New guest players of PIN games one client address may bring per hour. */
  readonly guestPlayersPerHour: number
  /** FETCH_ALLOW_PRIVATE: pages the server fetches for a user (recipe import) may be on private and loopback addresses. */
  readonly fetchAllowPrivate: boolean
  /** WEBHOOK_RETRY_SECONDS: the wait after a webhook delivery's first failed try; each later wait is five times longer. */
  readonly webhookRetrySeconds: number
  /** Sign-in through the operator's OpenID provider; off unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set. */
  readonly singleSignOn: SingleSignOnConfig | undefined
  /** PASSWORD_SIGN_IN: the owner and players may sign in (and players register) with a password; off only with single sign-on. */
  readonly passwordSignIn: boolean
  /** Uploads in an S3-compatible bucket; off unless S3_BUCKET is set (then files under DATA_DIR, or the database with DATABASE_URL). */
  readonly mediaBucket: MediaBucketConfig | undefined
}

export interface MediaBucketConfig {
  readonly bucket: string
  /** Another S3-compatible service's URL (MinIO, Garage, R2, …); without it, AWS S3 in `region`. */
  readonly endpoint: string | undefined
  readonly region: string
  /** Without them the AWS SDK finds credentials as it does (AWS_ variables, a profile, an instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined
  /** Buckets named in the path (endpoint/bucket/key), as most self-hosted services want, rather than in the host. */
  readonly forcePathStyle: boolean
}

export interface SingleSignOnConfig {
  /** The provider's issuer URL, where its discovery document is. */
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  /** What the sign-in button names ("Sign in with …"); by default the issuer's host. */
  readonly providerName: string
  /** The claim that makes someone the site owner; without it the owner signs in with a password only. */
  readonly ownerClaim: ClaimRule | undefined
  /** The claim that makes a player a quiz admin; without it the role is left as it is. */
  readonly quizAdminClaim: ClaimRule | undefined
}

export type Env = Readonly<Record<string, string | undefined>>

interface Variable<A> {
  readonly schema: Schema.Schema<A, string>
  /** Said after "expected": what a good value looks like. */
  readonly expected: string
  readonly default?: string
  /** Never echo the value back. */
  readonly secret?: boolean
}

const filter = (predicate: (s: string) => boolean) => Schema.String.pipe(Schema.filter(predicate))

const isUrlWith = (protocols: readonly string[]) => (s: string) => {
  try {
    return protocols.includes(new URL(s).protocol)
  } catch {
    return false
  }
}

const Count = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 1_000_000))
const Port = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 65535))
const NonEmpty = filter((s) => s.trim().length > 0)
const Username = filter((s) => /^\S{1,64}$/.test(s))
const Password = filter((s) => s.length >= 8 && s.length <= 200)

const durationUnits: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }
/** "12h", "30m", "7d", "45s" or a bare number of seconds. */
const DurationSeconds = Schema.transformOrFail(Schema.String, Schema.Number, {
  strict: true,
  decode: (s, _, ast) => {
    const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(s)
    const seconds = match ? Number(match[1]) * durationUnits[match[2] || "s"]! : 0
    return seconds > 0 ? Either.right(seconds) : Either.left(new ParseResult.Type(ast, s))
  },
  encode: (n) => Either.right(`${n}`),
})

const ProxyTrustValue = Schema.declare((u): u is ProxyTrust => typeof u === "object" && u !== null && "kind" in u)
const ProxyTrustSetting = Schema.transformOrFail(Schema.String, ProxyTrustValue, {
  strict: true,
  decode: (s, _, ast) => {
    const parsed = parseProxyTrust(s)
    return typeof parsed === "string" ? Either.left(new ParseResult.Type(ast, s, parsed)) : Either.right(parsed)
  },
  encode: (trust, _, ast) => Either.left(new ParseResult.Forbidden(ast, trust, "a proxy trust is not written back")),
})

const OnOff = Schema.transformOrFail(Schema.String, Schema.Boolean, {
  strict: true,
  decode: (s, _, ast) => {
    const v = s.trim().toLowerCase()
    if (["on", "true", "1", "yes"].includes(v)) return Either.right(true)
    if (["off", "false", "0", "no"].includes(v)) return Either.right(false)
    return Either.left(new ParseResult.Type(ast, s))
  },
  encode: (b) => Either.right(b ? "on" : "off"),
})

/** An http(s) origin, optionally with a trailing slash; decoded to the bare origin. */
const PublicOrigin = Schema.transformOrFail(Schema.String, Schema.String, {
  strict: true,
  decode: (s, _, ast) => {
    try {
      const url = new URL(s.trim())
      const bare = (url.pathname === "/" || url.pathname === "") && url.search === "" && url.hash === "" && url.username === "" && url.password === ""
      if ((url.protocol === "http:" || url.protocol === "https:") && bare) return Either.right(url.origin)
    } catch {
      // falls through to the error below
    }
    return Either.left(new ParseResult.Type(ast, s))
  },
  encode: (s) => Either.right(s),
})

const ClaimRuleSetting = Schema.transformOrFail(Schema.String, Schema.Unknown, {
  strict: true,
  decode: (s, _, ast) => {
    const rule = parseClaimRule(s)
    return rule === null ? ParseResult.fail(new ParseResult.Type(ast, s)) : ParseResult.succeed(rule)
  },
  encode: (_, __, ast) => ParseResult.fail(new ParseResult.Forbidden(ast, _, "write-only")),
})

const variables = {
  PORT: { schema: Port, expected: "a port number from 0 to 65535", default: "3000" },
  DATA_DIR: { schema: NonEmpty, expected: "a folder path", default: "./data" },
  DATABASE_URL: {
    schema: filter(isUrlWith(["postgres:", "postgresql:"])),
    expected: "a PostgreSQL URL like postgres://user:password@host:5432/homestead",
    secret: true,
  },
  KURRENTDB_URL: {
    schema: filter(isUrlWith(["kurrentdb:", "kurrentdb+discover:", "esdb:", "esdb+discover:", "kdb:", "kdb+discover:"])),
    expected: "a KurrentDB connection string like kurrentdb://host:2113?tls=false",
    secret: true,
  },
  SITE_NAME: { schema: filter((s) => s.trim().length > 0 && s.length <= 100), expected: "1 to 100 characters", default: "Homestead" },
  OWNER_USERNAME: { schema: Username, expected: "1 to 64 characters without spaces" },
  OWNER_PASSWORD: { schema: Password, expected: "at least 8 characters", secret: true },
  QUIZ_ADMIN_USERNAME: { schema: Username, expected: "1 to 64 characters without spaces" },
  QUIZ_ADMIN_PASSWORD: { schema: Password, expected: "at least 8 characters", secret: true },
  QUIZ_TOKEN_TTL: {
    schema: DurationSeconds,
    expected: 'a positive duration like "12h", "30m", "7d" or a number of seconds',
    default: "12h",
  },
  AI_BASE_URL: { schema: filter(isUrlWith(["http:", "https:"])), expected: "an http(s) URL of an OpenAI-compatible API, like http://localhost:11434/v1" },
  AI_API_KEY: { schema: NonEmpty, expected: "a non-empty key", secret: true },
  AI_MODEL_BASIC: { schema: NonEmpty, expected: "a model name" },
  AI_MODEL_HQ: { schema: NonEmpty, expected: "a model name" },
  AI_TIMEOUT_MS: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 600_000)),
    expected: "a number of milliseconds from 1 to 600000",
    default: "60000",
  },
  LIVE_DROP_AFTER: {
    schema: DurationSeconds,
    expected: 'a positive duration like "30s" or "2m"',
    default: "30s",
  },
  LIVE_QUESTION_SECONDS: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(5, 120)),
    expected: "a number of seconds from 5 to 120",
    default: "20",
  },
  LIVE_LEADERBOARD_SECONDS: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 60)),
    expected: "a number of seconds from 1 to 60",
    default: "5",
  },
  HOMESTEAD_SEED: { schema: OnOff, expected: "on or off", default: "on" },
  PUBLIC_URL: { schema: PublicOrigin, expected: "the site's public origin like https://homestead.example (no path)" },
  TRUST_PROXY: {
    schema: ProxyTrustSetting,
    expected: 'off, a hop count, or addresses and CIDRs (with the shorthands "loopback" and "private") separated by commas',
    default: "off",
  },
  LOG_LEVEL: {
    schema: Schema.compose(Schema.Trim, Schema.Literal(...LOG_LEVELS)),
    expected: LOG_LEVELS.join(", ").replace(/, (?=[^,]*$)/, " or "),
    default: "info",
  },
  LOG_FORMAT: { schema: Schema.compose(Schema.Trim, Schema.Literal("json", "pretty")), expected: "json or pretty" },
  METRICS_TOKEN: { schema: filter((s) => s.trim().length >= 16), expected: "a secret of at least 16 characters", secret: true },
  HTTP_TRANSPORT: { schema: Schema.compose(Schema.Trim, Schema.Literal("auto", "uws", "node")), expected: "auto, uws or node", default: "auto" },
  SMTP_URL: {
    schema: filter(isUrlWith(["smtp:", "smtps:"])),
    expected: "an SMTP URL like smtps://user:password@mail.example:465 or smtp://mail.example:587",
    secret: true,
  },
  MAIL_FROM: {
    schema: filter((s) => /^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/.test(s.trim())),
    expected: 'an address like homestead@example.org or "Homestead <homestead@example.org>"',
  },
  MAIL_PER_MINUTE: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)),
    expected: "a whole number from 1 to 100000",
    default: "60",
  },
  MAIL_RETRY_SECONDS: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 86_400)),
    expected: "a number of seconds from 1 to 86400",
    default: "60",
  },
  WEBHOOK_RETRY_SECONDS: {
    schema: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 86_400)),
    expected: "a number of seconds from 1 to 86400",
    default: "30",
  },
  AI_BASIC_DAILY_LIMIT: { schema: Count, expected: "a whole number from 0 to 1000000", default: "50" },
  AI_CHECK_ANSWERS: { schema: OnOff, expected: "on or off", default: "on" },
  AI_PRICES: {
    schema: Schema.transformOrFail(Schema.String, Schema.Unknown, {
      strict: true,
      decode: (s, _, ast) => {
        const prices = parsePrices(s)
        return prices === null ? ParseResult.fail(new ParseResult.Type(ast, s)) : ParseResult.succeed(prices)
      },
      encode: (_, __, ast) => ParseResult.fail(new ParseResult.Forbidden(ast, _, "write-only")),
    }),
    expected: "model=input/output prices per million tokens, separated by commas (gpt-4o-mini=0.15/0.6)",
  },
  AI_MONTHLY_BUDGET: { schema: Schema.NumberFromString.pipe(Schema.between(0, 1_000_000_000)), expected: "a number from 0, in the currency of AI_PRICES" },
  AI_DAILY_CALLS: { schema: Count, expected: "a whole number from 0 to 1000000", default: "2000" },
  REGISTRATIONS_PER_HOUR: { schema: Count, expected: "a whole number from 0 to 1000000", default: "5" },
  GUEST_PLAYERS_PER_HOUR: { schema: Count, expected: "a whole number from 0 to 1000000", default: "200" },
  FETCH_ALLOW_PRIVATE: { schema: OnOff, expected: "on or off", default: "off" },
  OIDC_ISSUER: {
    schema: filter(isUrlWith(["http:", "https:"])),
    expected: "the OpenID provider's issuer URL, like https://auth.example.org/application/o/homestead/",
  },
  OIDC_CLIENT_ID: { schema: NonEmpty, expected: "the client id the provider gave this site" },
  OIDC_CLIENT_SECRET: { schema: NonEmpty, expected: "the client secret the provider gave this site", secret: true },
  OIDC_PROVIDER_NAME: { schema: filter((s) => s.trim().length > 0 && s.length <= 60), expected: "1 to 60 characters" },
  OIDC_OWNER_CLAIM: { schema: ClaimRuleSetting, expected: "a claim and the value it must hold, like groups=homestead-owners" },
  OIDC_QUIZ_ADMIN_CLAIM: { schema: ClaimRuleSetting, expected: "a claim and the value it must hold, like groups=quiz-admins" },
  PASSWORD_SIGN_IN: { schema: OnOff, expected: "on or off", default: "on" },
  S3_BUCKET: {
    schema: filter((s) => /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/.test(s.trim())),
    expected: "a bucket name of 3 to 63 letters, digits, dots, hyphens or underscores",
  },
  S3_ENDPOINT: { schema: filter(isUrlWith(["http:", "https:"])), expected: "the http(s) URL of an S3-compatible service, like http://minio:9000" },
  S3_REGION: { schema: filter((s) => /^\S{1,64}$/.test(s.trim())), expected: "a region name like eu-west-1" },
  S3_ACCESS_KEY_ID: { schema: NonEmpty, expected: "the access key id for the bucket" },
  S3_SECRET_ACCESS_KEY: { schema: NonEmpty, expected: "the secret access key for the bucket", secret: true },
  S3_FORCE_PATH_STYLE: { schema: OnOff, expected: "on or off" },
} satisfies Record<string, Variable<any>>

type Variables = typeof variables
type Decoded = { [K in keyof Variables]: Schema.Schema.Type<Variables[K]["schema"]> | undefined }

/** The names of every variable the server reads, for docs and tests. */
export const configVariables = Object.keys(variables) as readonly (keyof Variables)[]

/** Decode `env` (usually `process.env`); Left holds one line per bad variable. */
export const loadConfig = (env: Env): Either.Either<Config, readonly string[]> => {
  const errors: string[] = []
  const values: Record<string, unknown> = {}
  for (const name of configVariables) {
    const variable = variables[name] as Variable<unknown>
    const given = env[name]
    // An empty value (e.g. `AI_API_KEY=` in a .env file) means "not set".
    const raw = given === undefined || given === "" ? variable.default : given
    if (raw === undefined) continue
    const decoded = Schema.decodeUnknownEither(variable.schema)(raw)
    if (Either.isRight(decoded)) values[name] = decoded.right
    else errors.push(`${name}: expected ${variable.expected}, ${variable.secret ? "got something else (value not shown)" : `got ${JSON.stringify(raw)}`}`)
  }
  // Mail needs both: a server to send through and an address to send from.
  if ((values["SMTP_URL"] === undefined) !== (values["MAIL_FROM"] === undefined) && errors.length === 0)
    errors.push(
      values["SMTP_URL"] === undefined ? "SMTP_URL: expected it with MAIL_FROM (both or neither)" : "MAIL_FROM: expected it with SMTP_URL (both or neither)",
    )
  // A mailed link must name the site as the operator set it, never a host a request claimed.
  if (values["SMTP_URL"] !== undefined && values["PUBLIC_URL"] === undefined && errors.length === 0)
    errors.push("PUBLIC_URL: expected the site's public origin (like https://homestead.example) when SMTP_URL is set, for the links it mails")
  // Single sign-on needs all three of its provider's settings; passwords can be turned off only with it.
  const oidc = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const
  const oidcSet = oidc.filter((name) => values[name] !== undefined)
  if (oidcSet.length > 0 && oidcSet.length < oidc.length && errors.length === 0)
    for (const name of oidc)
      if (values[name] === undefined) errors.push(`${name}: expected it with ${oidc.filter((n) => n !== name).join(" and ")} (all three or none)`)
  if (values["PASSWORD_SIGN_IN"] === false && oidcSet.length === 0 && errors.length === 0)
    errors.push("PASSWORD_SIGN_IN: expected on unless single sign-on is set up (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET): nobody could sign in")
  // An S3 bucket: every other S3_ setting means nothing without S3_BUCKET, the key pair goes
  // together, and AWS S3 (no S3_ENDPOINT) needs the bucket's region.
  const s3Others = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const
  if (values["S3_BUCKET"] === undefined && errors.length === 0) {
    const given = s3Others.filter((name) => values[name] !== undefined)
    if (given.length > 0) errors.push(`S3_BUCKET: expected it with ${given.join(" and ")} (the bucket that holds the uploads; or unset the S3_ settings)`)
  }
  if ((values["S3_ACCESS_KEY_ID"] === undefined) !== (values["S3_SECRET_ACCESS_KEY"] === undefined) && errors.length === 0)
    errors.push(
      values["S3_ACCESS_KEY_ID"] === undefined
        ? "S3_ACCESS_KEY_ID: expected it with S3_SECRET_ACCESS_KEY (both or neither)"
        : "S3_SECRET_ACCESS_KEY: expected it with S3_ACCESS_KEY_ID (both or neither)",
    )
  if (values["S3_BUCKET"] !== undefined && values["S3_ENDPOINT"] === undefined && values["S3_REGION"] === undefined && errors.length === 0)
    errors.push("S3_REGION: expected the bucket's region (like eu-west-1) with S3_BUCKET on AWS, or S3_ENDPOINT for another S3-compatible service")
  if (errors.length > 0) return Either.left(errors)
  const v = values as Decoded
  return Either.right({
    port: v.PORT!,
    dataDir: v.DATA_DIR!,
    databaseUrl: v.DATABASE_URL,
    kurrentdbUrl: v.KURRENTDB_URL,
    siteName: v.SITE_NAME!.trim(),
    owner: { username: v.OWNER_USERNAME, password: v.OWNER_PASSWORD },
    quizAdmin: { username: v.QUIZ_ADMIN_USERNAME, password: v.QUIZ_ADMIN_PASSWORD },
    quizTokenTtlSeconds: v.QUIZ_TOKEN_TTL!,
    ai: {
      baseUrl: v.AI_BASE_URL,
      apiKey: v.AI_API_KEY,
      modelBasic: v.AI_MODEL_BASIC,
      modelHq: v.AI_MODEL_HQ,
      timeoutMs: v.AI_TIMEOUT_MS!,
      checkAnswers: v.AI_CHECK_ANSWERS!,
      prices: (v.AI_PRICES as Prices | undefined) ?? new Map(),
      monthlyBudget: v.AI_MONTHLY_BUDGET,
    },
    liveDropAfterSeconds: v.LIVE_DROP_AFTER!,
    liveQuestion: { answerSeconds: v.LIVE_QUESTION_SECONDS!, leaderboardSeconds: v.LIVE_LEADERBOARD_SECONDS! },
    seed: v.HOMESTEAD_SEED!,
    publicUrl: v.PUBLIC_URL,
    httpTransport: v.HTTP_TRANSPORT!,
    trustProxy: v.TRUST_PROXY!,
    log: { level: v.LOG_LEVEL!, format: v.LOG_FORMAT },
    metricsToken: v.METRICS_TOKEN?.trim(),
    mail:
      v.SMTP_URL && v.MAIL_FROM && v.PUBLIC_URL
        ? { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM.trim(), publicUrl: v.PUBLIC_URL, perMinute: v.MAIL_PER_MINUTE!, retrySeconds: v.MAIL_RETRY_SECONDS! }
        : undefined,
    basicDailyLimit: v.AI_BASIC_DAILY_LIMIT!,
    aiDailyCalls: v.AI_DAILY_CALLS!,
    registrationsPerHour: v.REGISTRATIONS_PER_HOUR!,
    guestPlayersPerHour: v.GUEST_PLAYERS_PER_HOUR!,
    fetchAllowPrivate: v.FETCH_ALLOW_PRIVATE!,
    webhookRetrySeconds: v.WEBHOOK_RETRY_SECONDS!,
    singleSignOn:
      v.OIDC_ISSUER && v.OIDC_CLIENT_ID && v.OIDC_CLIENT_SECRET
        ? {
            issuer: v.OIDC_ISSUER.trim(),
            clientId: v.OIDC_CLIENT_ID.trim(),
            clientSecret: v.OIDC_CLIENT_SECRET.trim(),
            providerName: v.OIDC_PROVIDER_NAME?.trim() ?? new URL(v.OIDC_ISSUER).hostname,
            ownerClaim: v.OIDC_OWNER_CLAIM as ClaimRule | undefined,
            quizAdminClaim: v.OIDC_QUIZ_ADMIN_CLAIM as ClaimRule | undefined,
          }
        : undefined,
    passwordSignIn: v.PASSWORD_SIGN_IN!,
    mediaBucket: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET.trim(),
          endpoint: v.S3_ENDPOINT?.trim(),
          // Self-hosted services take any region; us-east-1 is the one they answer to by default.
          region: v.S3_REGION?.trim() ?? "us-east-1",
          credentials:
            v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.S3_ACCESS_KEY_ID.trim(), secretAccessKey: v.S3_SECRET_ACCESS_KEY.trim() }
              : undefined,
          forcePathStyle: v.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
  })
}

/** For tests and scripts: decode or throw with every error line. */
export const loadConfigOrThrow = (env: Env): Config =>
  Either.getOrElse(loadConfig(env), (errors) => {
    throw new Error(`Invalid configuration:\n${errors.join("\n")}`)
  })
