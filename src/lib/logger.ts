import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import path from 'node:path'
import pino, { type DestinationStream, type Logger } from 'pino'
import { logSettings } from './env'

/**
 * The server's one logger: JSON lines on stdout for the log shipper, or pino-pretty's readable
 * lines in the demo. Errors go under `err` (`logger.error({ err }, 'what failed')`), so pino keeps
 * their type, message and stack. Lines written while a request is handled carry its id (`reqId`,
 * scripts/lib/observe-requests.ts), so they can be matched with its request line.
 */

/**
 * Keys whose values never reach a log line, at the top or one level down (`{ headers: { cookie } }`,
 * `{ lead: { email } }`): credentials, bodies and a shopper's contact details.
 */
const REDACTED_KEYS = ['authorization', 'cookie', '["set-cookie"]', 'password', 'token', 'secret', 'body', 'email', 'phone']
const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => {
  const child = key.startsWith('[') ? key : `.${key}`
  return [key, `*${child}`, `headers${child}`, `*.headers${child}`]
})

export interface LoggerOptions {
  readonly level?: string
  /** Where lines go (tests capture them); default stdout. */
  readonly destination?: DestinationStream
  readonly pretty?: boolean
}

interface RequestContext {
  readonly reqId: string
}

// Kept on globalThis: Next evaluates this module once per bundle (route, page), and the web
// server loads it outside Next; one process needs one logger and one request context.
const SHARED = Symbol.for('dealer-platform.logger')
type Shared = { context: AsyncLocalStorage<RequestContext>; logger?: Logger }
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared }
const shared = (holder[SHARED] ??= { context: new AsyncLocalStorage<RequestContext>() })

/** pino-pretty when it is installed (a dev dependency), else undefined: production has JSON only. */
function prettyStream(): DestinationStream | undefined {
  try {
    // Resolved from the app's folder at run time, so no bundler follows it into pino-pretty.
    const load = createRequire(path.join(process.cwd(), 'package.json'))
    const pretty = load('pino-pretty') as typeof import('pino-pretty')
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
  } catch {
    return undefined
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = logSettings(process.stdout.isTTY === true)
  const destination = options.destination ?? ((options.pretty ?? settings.pretty) ? prettyStream() : undefined)
  const config = {
    level: options.level ?? settings.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // A new object each time: pino merges the line's own fields into it.
    mixin: () => {
      const context = shared.context.getStore()
      return context ? { reqId: context.reqId } : {}
    },
  }
  return destination ? pino(config, destination) : pino(config)
}

/** The process's logger. */
export const logger: Logger = (shared.logger ??= createLogger())

/** Runs `work` (a request's handling) so that every line logged within it carries `reqId`. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return shared.context.run({ reqId }, work)
}
