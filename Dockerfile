FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install runs scripts/patch-dependencies.mjs (our fixes to dependencies) after installing.
COPY scripts/patch-dependencies.mjs scripts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
ENV PORT=3000
CMD ["sh", "-c", "npx payload migrate && npm start"]
