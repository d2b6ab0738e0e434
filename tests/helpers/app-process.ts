// A production app process for tests and benches that need real server processes (two behind
// one database, a process stopped mid-run): `npm start` (scripts/serve.ts) on the built app, in
// its own process group so a stop takes Next and its workers down together.
import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { SERVE_COMMAND } from '../../scripts/lib/production-build'

export interface AppProcess {
  readonly port: number
  readonly child: ChildProcess
  /** What the process printed, for a failure message. */
  output(): string
  /** Sends `signal` to the whole process group and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts the app on `port` with `env` and resolves once GET /api/ready answers 200. */
export async function startApp(port: number, env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<AppProcess> {
  const child = spawn(SERVE_COMMAND.command, SERVE_COMMAND.args, {
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const app: AppProcess = {
    port,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
      process.kill(-child.pid!, signal)
      return exited
    },
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app on port ${port} exited (${child.exitCode}):\n${log}`)
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null)
    if (ready?.status === 200) return app
    await sleep(500)
  }
  await app.stop('SIGKILL')
  throw new Error(`the app on port ${port} was not ready within ${timeoutMs / 1000} s:\n${log}`)
}

export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json(): any
}

/** An HTTP request with a Host header of our choosing (fetch would replace it with the URL's host). */
export function httpCall(
  port: number,
  options: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string | object },
): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const headers = {
    host: options.host,
    ...(typeof options.body === 'object' ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers, timeout: 60_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path}`)))
    req.on('error', reject)
    req.end(body)
  })
}
