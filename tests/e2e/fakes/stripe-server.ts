// The tests' fake Stripe API as its own process, for the e2e server that runs the real stripe SDK (playwright.config.ts).
import { startFakeStripe } from '../../helpers/fakeStripe'

const port = Number(process.argv[2])
await startFakeStripe({ port })
console.log(`fake Stripe on http://127.0.0.1:${port}`)
