# The production image (docs/production.md): the API server, which also serves the built web app,
# on Node 22 LTS with production dependencies only, run as the unprivileged `node` user.
#   docker build -t bayan .
#   docker run -p 127.0.0.1:3000:3000 -v bayan-data:/data bayan
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Build: the whole workspace with its dev dependencies, then `pnpm deploy` of the API alone.
FROM ${NODE_IMAGE} AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1
RUN npm install --global pnpm@10.34.8 && npm cache clean --force
WORKDIR /src
# The packages come from the lockfile alone (pnpm fetch), so a change to the sources reuses this
# layer and downloads nothing.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --recursive --offline --frozen-lockfile
RUN pnpm build
# A self-contained copy of apps/api: its dist, node_modules with production dependencies only, the
# workspace packages' dist and migrations, and the web app's dist and dist-prerender (each
# package's "files"). --legacy: the workspace links its packages rather than injecting them, which
# pnpm 10's default deploy requires.
RUN pnpm --filter @bayan/api deploy --prod --legacy /deploy

# 2. Runtime: Node and the deployed folder, nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the server: it writes only to DATA_DIR.
COPY --from=build /deploy /app
# PGlite's data (used when DATABASE_URL is not set); the folder must belong to the server's user.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: GET /health answers once the server listens (after its migrations) and checks nothing
# else, so a database outage does not mark every instance unhealthy; GET /ready is the readiness
# probe. Slim images have no curl: Node asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
