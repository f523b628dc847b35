// The system Chromium the end-to-end tests drive; Playwright never downloads a browser here.
// `node scripts/chromium.mjs` checks it before the (slow) production build.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

export function chromiumPath() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}. End-to-end tests use the system browser and never download one.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
  }
  return chromium
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    chromiumPath()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
