#!/usr/bin/env bash
# Fails when regenerating the Payload types, the admin import map or a migration would change the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
EMBEDDED_PG_DIR="$(mktemp -d)/pg" EMBEDDED_PG_PERSISTENT=false node scripts/with-db.mjs \
  "node scripts/payload-cli.mjs generate:types && node scripts/payload-cli.mjs generate:importmap && node scripts/payload-cli.mjs migrate:create schema-check --skip-empty" >/dev/null
changed=$(git status --porcelain -- src/payload-types.ts 'src/app/(payload)/cms/importMap.js' src/migrations)
if [ -n "$changed" ]; then
  echo "Generated files are out of date; run 'npm run generate' (and 'npm run migrate:create -- <name>' for schema changes) and commit:"
  echo "$changed"
  git diff --stat -- src/payload-types.ts 'src/app/(payload)/cms/importMap.js'
  exit 1
fi
echo "Generated files are up to date."
