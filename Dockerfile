# Production image: builds the app and, on start, applies pending migrations before serving.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:22-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app ./
RUN mkdir -p media && chown -R node:node media
USER node
EXPOSE 3000
# DATABASE_URL is required here: with it set, `npm start` never starts the embedded database.
CMD ["npm", "start"]
