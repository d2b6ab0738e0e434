import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { jobsLeader } from '@/src/cms/jobs-leader'

/**
 * Payload's job queue (scheduled publishing) runs in one app process at a time. Two
 * leaders stand for two processes on one database: one leads; when it stops, or its connection
 * is cut (the process died), the other takes over on its next try.
 */
const url = process.env.DATABASE_URL!
const first = jobsLeader(url)
const second = jobsLeader(url)

afterAll(async () => {
  await first.release()
  await second.release()
})

test('one leads at a time, and the other takes over when it stops', async () => {
  expect(await first.leading()).toBe(true)
  expect(await second.leading()).toBe(false)
  expect(await first.leading()).toBe(true) // keeps leading
  await first.release()
  expect(await second.leading()).toBe(true)
  expect(await first.leading()).toBe(false)
})

test('when the leader’s connection is cut (its process died) the lock is free again, and never held twice', async () => {
  expect(await second.leading()).toBe(true)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  // Ends the backend holding the lock, as a crashed process's connection ends.
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND granted`,
    [0x5e60, 1],
  )
  await admin.end()
  // Whoever asks first leads now; the other does not, whatever the order.
  const answers = [await first.leading(), await second.leading(), await first.leading(), await second.leading()]
  expect(answers.filter(Boolean)).toHaveLength(2)
  expect(answers[0]).toBe(answers[2])
  expect(answers[0]).not.toBe(answers[1])
})
