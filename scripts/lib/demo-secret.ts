import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const DEMO_SECRET_FILE = path.resolve('.data/payload-secret')

/**
 * The demo's PAYLOAD_SECRET: random, made on the first run and kept in the git-ignored data folder
 * so sessions survive a restart. A secret in the file that is too short to be one of ours is
 * replaced. Never a constant: a demo served with a published secret would let anyone forge sessions
 * and preview links.
 */
export function demoSecret(file = DEMO_SECRET_FILE): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600) // an existing file keeps its old mode on overwrite
  return secret
}
