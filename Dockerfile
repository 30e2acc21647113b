# The Diecut API as a container: the published packages, installed with npm as a user installs them,
# started by their `diecut-api` command with its data in a volume.
#
#   docker build -t diecut-api .
#   docker run -p 8787:8787 -v diecut-data:/data diecut-api
#
# See docs/self-hosting.md.

# 1. build: the workspace with pnpm, then a tarball of the API and of each workspace package it needs,
# packed as they were built (no prepack rebuild)
FROM node:20-bookworm AS build
WORKDIR /src
RUN npm install --global pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@diecut/api... \
 && npm_config_ignore_scripts=true pnpm --recursive --filter-prod=@diecut/api... exec pnpm pack --pack-destination /tarballs

# 2. install: the tarballs into a fresh npm project, production dependencies only; this image has the
# compilers better-sqlite3 falls back to when no prebuilt binary can be fetched
FROM node:20-bookworm AS install
WORKDIR /app
COPY --from=build /tarballs /tarballs
RUN node -e " \
  const fs = require('node:fs'); \
  const deps = {}; \
  for (const file of fs.readdirSync('/tarballs')) { \
    const name = file.replace(/^diecut-(.*)-\d+\.\d+\.\d+.*\.tgz$/, '@diecut/\$1'); \
    deps[name] = 'file:/tarballs/' + file; \
  } \
  fs.writeFileSync('package.json', JSON.stringify({ name: 'diecut-server', private: true, dependencies: deps, overrides: deps }, null, 2)); \
" \
 && npm install --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# 3. run: a slim image with node, the installed packages and nothing else, as the unprivileged `node`
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8787 \
    HOST=0.0.0.0 \
    DIECUT_DATA_DIR=/data
WORKDIR /app
COPY --from=install --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
# node's own fetch: the slim image has no curl
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the launcher passes SIGTERM on to the server, which stops gracefully (DIECUT_SHUTDOWN_GRACE_MS)
ENTRYPOINT ["/app/node_modules/.bin/diecut-api"]
