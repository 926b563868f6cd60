# syntax=docker/dockerfile:1
# The Chokdee server and the apps it serves (member app, back office, game client): one process per
# container; several side by side behind nginx in compose.yaml. Node 22 LTS on Debian 12, as deploy/.
ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's manifest, so npm ci sees the lockfile's workspaces; their sources come later.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY apps/games/package.json apps/games/
COPY packages/contracts/package.json packages/contracts/
COPY packages/web-kit/package.json packages/web-kit/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's runtime dependencies only: the apps are served as built files and the contracts are in
# the server's bundle.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @chokdee/server --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/package.json ./
# drizzle.config.ts marks the server's folder, where the server finds its migrations and the apps' builds.
COPY --from=build /app/apps/server/package.json /app/apps/server/drizzle.config.ts apps/server/
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY --from=build /app/apps/games/dist apps/games/dist
# Without DATABASE_URL the embedded PGlite keeps its files in ./data: the only folder the server writes.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Ready means the database answers (/readyz); no curl in the slim image, Node's fetch does.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server answers what is in flight and closes within 10 s (docker stop waits 10 s by default).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
