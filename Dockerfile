# syntax=docker/dockerfile:1
# Three images from one build (issue 68):
#   runtime  the app: Next's standalone tree (the server and only the files it loads), the static
#            files and the compiled server; no devDependency, no TypeScript loader.
#   migrate  the one-shot migration job (run once per release, before the app processes start).
#   build    everything, to build with (not shipped).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install applies our patches to dependencies after installing (patch-package; patches/README.md).
COPY patches/ patches/
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# next build (output: standalone), compile hints, then dist/server/serve.mjs and migrate.mjs.
RUN npm run build

FROM node:20-bookworm-slim AS migrate
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY patches/ patches/
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/server/migrate.mjs dist/server/migrate.mjs
USER node
# The production condition loads Lexical's build directly: its default entry's top-level
# import() can leave Node 20 waiting for ever (docs/demo-startup.md).
CMD ["node", "--conditions=production", "dist/server/migrate.mjs"]

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/dist/server/serve.mjs ./dist/server/serve.mjs
USER node
EXPOSE 3000
# Liveness; the load balancer asks /api/ready itself (deploy/haproxy.cfg).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains: requests and deliveries in flight finish within SHUTDOWN_GRACE_SECONDS (25).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/serve.mjs"]
