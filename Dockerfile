# Homestead: one process serving the site, the API and socket.io on port 3000.
# Build: docker build -t homestead .   Run: docker run -p 3000:3000 -v homestead-data:/data homestead
# Node.js 24 on Debian 13 (trixie): its C library is new enough for the uWebSockets.js build the
# server prefers; on an older base it would serve through node:http (see README).

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-trixie-slim
WORKDIR /app
# NODE_COMPILE_CACHE: node keeps the modules' compiled code for the next start of this container.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY schemas ./schemas
COPY engine ./engine
COPY projections ./projections
COPY api ./api
COPY scripts ./scripts
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1 (no npm/npx wrapper), so SIGTERM reaches the graceful shutdown. It runs the
# compiled server (npm run build); the sources and tsx stay for the command-line scripts (admin, backup).
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
