import { describe, expect, test } from 'vitest'
import { backgroundWorkSettled, trackWork } from './lifecycle'

describe('a draining process waits for the work its requests started', () => {
  test('work under way is waited for; finished work is forgotten', async () => {
    let finish!: () => void
    const delivery = trackWork(new Promise<void>((resolve) => (finish = resolve)))
    const settled = backgroundWorkSettled(5000)
    finish()
    await delivery
    expect(await settled).toBe(true)
    expect(await backgroundWorkSettled(10)).toBe(true) // nothing left
  })

  test('failed work counts as ended', async () => {
    const failing = trackWork(Promise.reject(new Error('CRM down')))
    await expect(failing).rejects.toThrow('CRM down')
    expect(await backgroundWorkSettled(10)).toBe(true)
  })

  // Last: the endless work stays in the process's set.
  test('work that outlasts the grace period is reported, not waited for past it', async () => {
    void trackWork(new Promise(() => {}))
    const started = Date.now()
    expect(await backgroundWorkSettled(50)).toBe(false)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
