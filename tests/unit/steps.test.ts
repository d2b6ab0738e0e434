import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { quietSteps, SILENCE_NOTICE_MS, stepRunner } from '@/scripts/lib/steps'

const MINUTE = SILENCE_NOTICE_MS

describe('stepRunner', () => {
  let lines: string[] = []
  const runner = () => stepRunner({ prefix: '[demo]', print: (line) => lines.push(line) })
  const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

  beforeEach(() => {
    lines = []
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  test('prints the step when it starts and again with its time when it ends', async () => {
    const done = runner().run('migrations', () => after(4200).then(() => 23))
    await vi.advanceTimersByTimeAsync(4200)
    await expect(done).resolves.toBe(23)
    expect(lines).toEqual(['[demo] migrations ...', '[demo] migrations ... done in 4.2 s'])
  })

  test('an outcome says reused or skipped, with a detail', async () => {
    const reused = runner().run(
      'seed',
      async () => ({ created: 0 }),
      ({ created }) => (created ? {} : { status: 'reused', detail: '3 demo sites' }),
    )
    await reused
    await runner().run(
      'build',
      async () => null,
      () => ({ status: 'skipped', detail: 'next dev compiles on request' }),
    )
    expect(lines).toEqual([
      '[demo] seed ...',
      '[demo] seed ... reused in 0.0 s: 3 demo sites',
      '[demo] build ...',
      '[demo] build ... skipped in 0.0 s: next dev compiles on request',
    ])
  })

  test('a step silent for a minute says what it is waiting on, and again every minute', async () => {
    void runner().run('Payload', async (step) => {
      step.waitingOn('importing the Payload config')
      await new Promise(() => {}) // never settles
    })
    await vi.advanceTimersByTimeAsync(MINUTE - 1)
    expect(lines).toEqual(['[demo] Payload ...'])
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(2 * MINUTE)
    expect(lines.slice(1)).toEqual([
      '[demo] Payload: still importing the Payload config (60 s)',
      '[demo] Payload: still importing the Payload config (120 s)',
      '[demo] Payload: still importing the Payload config (180 s)',
    ])
  })

  test("the step's own output is not silence, and the notice names the latest wait", async () => {
    const done = runner().run('seed', async (step) => {
      step.waitingOn('creating the demo sites')
      await after(50_000)
      step.log('Creating demo dealer site Harbour City Motors')
      await after(20_000)
      step.waitingOn('importing the demo stock')
      await after(MINUTE + 5_000)
    })
    await vi.advanceTimersByTimeAsync(70_000) // 70 s: output at 50 s, so no notice yet
    expect(lines).toEqual(['[demo] seed ...', 'Creating demo dealer site Harbour City Motors'])
    await vi.advanceTimersByTimeAsync(MINUTE + 5_000)
    await done
    expect(lines.slice(2)).toEqual(['[demo] seed: still importing the demo stock (60 s)', '[demo] seed ... done in 135.0 s'])
  })

  test('a failed step says so with its time, rethrows, and prints nothing after', async () => {
    const failed = runner().run('database', async () => {
      await after(1500)
      throw new Error('port 54329 is taken')
    })
    const settled = expect(failed).rejects.toThrow('port 54329 is taken')
    await vi.advanceTimersByTimeAsync(1500)
    await settled
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(lines).toEqual(['[demo] database ...', '[demo] database ... failed after 1.5 s'])
  })

  test('no notice after a step has ended, and no timer is left behind', async () => {
    await runner().run('migrations', async () => {})
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('quietSteps', () => {
  test('runs the work and prints only what the work logs', async () => {
    const lines: string[] = []
    const value = await quietSteps((line) => lines.push(line)).run('seed', async (step) => {
      step.waitingOn('creating the demo sites')
      step.log('Creating demo dealer site Harbour City Motors')
      return 3
    })
    expect(value).toBe(3)
    expect(lines).toEqual(['Creating demo dealer site Harbour City Motors'])
  })
})
