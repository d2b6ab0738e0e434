/**
 * Start-up as named steps, each printed with its time (`[demo] migrations ... done in 4.2 s`), so
 * `npm run demo` never sits silent: a step that has printed nothing for a minute says what it is
 * still waiting on, and again every minute, so a stall names its place (docs/demo-startup.md).
 */
import { createInterface } from 'node:readline'

/** What a step's work reports while it runs. */
export interface Step {
  /** Names what the step waits on from now on; the silence notice quotes it. */
  waitingOn: (what: string) => void
  /** A line of the step's own output (output is not silence: the notice waits another minute). */
  log: (line: string) => void
}

/** How a step ended: 'done', or 'reused' / 'skipped' when there was nothing to do. */
export interface StepOutcome {
  status?: 'done' | 'reused' | 'skipped'
  detail?: string
}

export interface StepRunner {
  run<T>(name: string, work: (step: Step) => Promise<T>, outcome?: (value: T) => StepOutcome): Promise<T>
}

export const SILENCE_NOTICE_MS = 60_000

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Prints `<prefix> <name> ...` when a step starts and `<prefix> <name> ... done in 4.2 s: detail`
 * when it ends (`failed after`, then the error is rethrown). The silence timer keeps the process
 * alive on purpose: a promise that never settles would otherwise let it exit without a word.
 */
export function stepRunner(options: { prefix: string; print?: (line: string) => void; silenceMs?: number }): StepRunner {
  const { prefix, print = console.log, silenceMs = SILENCE_NOTICE_MS } = options
  return {
    async run(name, work, outcome) {
      const started = Date.now()
      let waitingOn = 'working'
      let waitingSince = started
      let timer: NodeJS.Timeout | undefined
      const rearm = () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          print(`${prefix} ${name}: still ${waitingOn} (${Math.round((Date.now() - waitingSince) / 1000)} s)`)
          rearm()
        }, silenceMs)
      }
      const step: Step = {
        waitingOn(what) {
          waitingOn = what
          waitingSince = Date.now()
          rearm()
        },
        log(line) {
          print(line)
          rearm()
        },
      }
      print(`${prefix} ${name} ...`)
      rearm()
      try {
        const value = await work(step)
        const { status = 'done', detail } = outcome?.(value) ?? {}
        print(`${prefix} ${name} ... ${status} in ${seconds(Date.now() - started)}${detail ? `: ${detail}` : ''}`)
        return value
      } catch (error) {
        print(`${prefix} ${name} ... failed after ${seconds(Date.now() - started)}`)
        throw error
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

/** Runs the work and prints only what it logs: for scripts and tests that do not narrate. */
export function quietSteps(log: (line: string) => void = () => {}): StepRunner {
  return { run: (_name, work) => work({ waitingOn: () => {}, log }) }
}

/** Calls `onLine` with each line a child process writes to `stream` (so it can be a step's output). */
export function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine)
}
