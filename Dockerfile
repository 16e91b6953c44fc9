# syntax=docker/dockerfile:1
# The shop's production image: `output: "standalone"` (NEXT_OUTPUT=standalone), run as a non-root
# user. deploy/compose.yaml runs two of it behind nginx, with PostgreSQL and Redis; docs/deployment.md
# has the steps. Docker does not run on the development machines: the same
# topology is tested with processes by `npm run test:cluster`.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# No install scripts: the Prisma client is generated explicitly, and the native builds of the
# development tools (the Firebase emulator's re2) are not needed in production.
RUN npm install --no-audit --no-fund --ignore-scripts && npx prisma generate

# Migrations and the seed (`docker compose run --rm migrate`): the sources and every dependency.
FROM deps AS tools
COPY . .

FROM tools AS build
# The build reads the production environment (deploy/.env, mounted as a secret so that no value
# stays in a layer): it prerenders the catalogue from the migrated database, checks the settings as
# a server start does, fixes the public Firebase settings in the browser code, and keeps the shared
# cache handlers in the standalone configuration when REDIS_URL is set.
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
RUN --mount=type=secret,id=env,target=/app/.env.production.local npx next build

FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 shop && useradd --system --uid 1001 --gid shop --no-create-home shop \
  && mkdir -p /app/.data/uploads && chown -R shop:shop /app/.data
COPY --from=build --chown=shop:shop /app/.next/standalone ./
COPY --from=build --chown=shop:shop /app/.next/static ./.next/static
COPY --from=build --chown=shop:shop /app/public ./public
USER shop
EXPOSE 3000
CMD ["node", "server.js"]
