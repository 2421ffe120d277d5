# One image for the gateway and every service; the container's command picks which one runs.
# Build:  docker build -t tracker .
# Run:    docker run tracker node services/identity/dist/main.js
# Node 24 is the active LTS line.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/kit/package.json services/kit/
COPY services/identity/package.json services/identity/
COPY services/notification/package.json services/notification/
COPY services/activity/package.json services/activity/
COPY services/reporting/package.json services/reporting/
COPY services/exemption/package.json services/exemption/
COPY services/verification/package.json services/verification/
COPY services/embedded/package.json services/embedded/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
# Owned by root and read-only to the app: the process writes only to DATA_DIR (a volume) and /tmp.
COPY --from=build /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "gateway/dist/main.js"]
