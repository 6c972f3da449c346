# syntax=docker/dockerfile:1
# Syokimau Coworking Hub: one image for the API (also serves the storefront at / and the admin at /admin),
# the worker and the one-shot migrations. The process is chosen by the command:
#   node backend/dist/main.js              API on $PORT (default 3000)
#   node backend/dist/worker.js            BullMQ worker (mail, payment reconciliation, hold expiry)
#   node backend/dist/launcher/migrate.js  migrations + seed, exits 0

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: install everything, build all projects, then drop dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true \
    NX_DAEMON=false \
    NX_USE_LOCAL=true \
    CI=true

# Manifests first so the dependency layer is cached until a manifest or the lockfile changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY admin-shell/kit/package.json admin-shell/kit/
COPY admin-shell/shell/package.json admin-shell/shell/
COPY admin-shell/panels/overview/package.json admin-shell/panels/overview/
COPY admin-shell/panels/booking/package.json admin-shell/panels/booking/
COPY admin-shell/panels/membership/package.json admin-shell/panels/membership/
COPY admin-shell/panels/identity/package.json admin-shell/panels/identity/
COPY admin-shell/panels/mail/package.json admin-shell/panels/mail/
COPY admin-shell/panels/content/package.json admin-shell/panels/content/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# npm ci refuses a lockfile that lacks some other platform's optional binaries; npm install keeps to the lockfile.
RUN npm ci || npm install

COPY . .
# The storefront's prerendered pages carry canonical and share URLs: build them for the public address.
ARG PUBLIC_URL=http://localhost:3000
ENV PUBLIC_URL=${PUBLIC_URL}
# backend -> backend/dist, storefront -> storefront/dist, admin shell and panels -> admin-shell/shell/dist
RUN npx nx run-many -t build --outputStyle=stream \
 && npm prune --omit=dev

# ---- runtime: pruned node_modules + build output, run as the unprivileged node user ----
FROM ${NODE_IMAGE} AS runtime
# DATA_DIR: everything the product writes (uploaded pictures in images/); mount a volume here (compose does).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# The whole backend folder (dist, package.json and any workspace-local node_modules); owned by node so the
# app can write its runtime folders (e.g. .data, mail outbox) when configured to.
COPY --from=build --chown=node:node /app/backend ./backend
# The shared domain rules the backend imports by package name (node_modules/@coworking/domain links here).
COPY --from=build /app/packages/domain/package.json ./packages/domain/package.json
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/storefront/package.json ./storefront/package.json
COPY --from=build /app/storefront/dist ./storefront/dist
# The storefront's server renderer: the API renders the events and blog pages and the sitemap with it on request.
COPY --from=build /app/storefront/dist-ssr ./storefront/dist-ssr
COPY --from=build /app/admin-shell/shell/package.json ./admin-shell/shell/package.json
COPY --from=build /app/admin-shell/shell/dist ./admin-shell/shell/dist
# DATA_DIR exists and belongs to node in the image, so a new named volume mounted on it starts owned by node too
# (Docker copies the folder's owner into an empty volume); otherwise the volume would be root's and uploads fail.
RUN mkdir -p /app/.data/images && chown node:node /app /app/.data /app/.data/images

USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
