import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'

/**
 * The production deployment files. No Docker engine runs on our machines, so the
 * compose file and Dockerfile are checked for what they must say, not run: every service named
 * is defined, the app runs two replicas behind a load balancer that asks /api/ready, the app
 * image runs compiled JavaScript from Next's standalone tree, migrations run once before it.
 */
const compose = parse(readFileSync('docker-compose.yml', 'utf8'))
const dockerfile = readFileSync('Dockerfile', 'utf8')
const haproxy = readFileSync('deploy/haproxy.cfg', 'utf8')
const services = compose.services as Record<string, any>

/** The Dockerfile's stages by name, each with its lines. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [/ AS (\w+)/.exec(stage.split('\n')[0])![1], stage]),
)

describe('docker-compose.yml', () => {
  test('every dependency names a defined service, and every service with a health check has a command for it', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency)
      if (service.healthcheck) expect(service.healthcheck.test.length, `${name}'s health check`).toBeGreaterThan(0)
    }
  })

  test('two app processes of the runtime image behind HAProxy, which asks each one /api/ready', () => {
    expect(services.app.deploy.replicas).toBe(2)
    expect(services.app.build.target).toBe('runtime')
    expect(services.lb.volumes[0]).toMatch(/^\.\/deploy\/haproxy\.cfg:/)
    expect(haproxy).toMatch(/http-check send meth GET uri \/api\/ready/)
    expect(haproxy).toMatch(/server-template app \d+ app:3000 check resolvers docker/)
    // The drain (SIGTERM) gets its grace period and a little more.
    expect(Number.parseInt(services.app.stop_grace_period, 10)).toBeGreaterThanOrEqual(30)
  })

  test('the app shares PostgreSQL, Redis and S3 (MinIO), and trusts the one proxy in front of it', () => {
    const env = services.app.environment
    expect(env.DATABASE_URL).toMatch(/@db:5432\//)
    expect(env.REDIS_URL).toBe('redis://redis:6379')
    expect(env.S3_ENDPOINT).toBe('http://minio:9000')
    expect(env.TRUSTED_PROXY_HOPS).toBe('1')
    expect(services.migrate.environment).toEqual(env)
  })

  test('migrations run once, before any app process starts', () => {
    expect(services.migrate.build.target).toBe('migrate')
    expect(services.app.depends_on.migrate.condition).toBe('service_completed_successfully')
  })
})

describe('Dockerfile', () => {
  test('the runtime image is the standalone tree and the compiled server: no devDependency, no tsx', () => {
    const runtime = stages.runtime
    expect(runtime).toMatch(/COPY --from=build .* \/app\/\.next\/standalone \.\//)
    expect(runtime).toMatch(/CMD \["node", "dist\/server\/serve\.mjs"\]/)
    expect(runtime).not.toMatch(/npm install|tsx|node_modules/)
  })

  test('every stage that installs copies patches/ in first: npm install applies them (patch-package, patches/README.md)', () => {
    const installing = Object.entries(stages).filter(([, lines]) => /RUN npm (install|ci)\b/.test(lines))
    expect(installing.map(([name]) => name).sort()).toEqual(['deps', 'migrate'])
    for (const [name, lines] of installing) {
      const copied = lines.search(/^COPY patches\/ patches\/$/m)
      expect(copied, `${name} copies patches/`).toBeGreaterThan(-1)
      expect(copied, `${name} copies patches/ before it installs`).toBeLessThan(lines.search(/RUN npm (install|ci)\b/))
    }
  })

  test('the migration image has production dependencies only and runs compiled JavaScript', () => {
    expect(stages.migrate).toMatch(/npm install --omit=dev/)
    expect(stages.migrate).toMatch(/CMD \["node", "--conditions=production", "dist\/server\/migrate\.mjs"\]/)
    expect(stages.migrate).not.toMatch(/tsx/)
  })
})
