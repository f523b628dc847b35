// The tests' fake Stripe API as its own process, for the e2e server that runs the real stripe SDK (playwright.config.ts).
// Given the app's webhook address and secret, a payment on its hosted checkout page is sent to the app as Stripe sends
// checkout.session.completed.
import Stripe from 'stripe'

import { startFakeStripe } from '../../helpers/fakeStripe'

const [port, webhookUrl, webhookSecret] = [Number(process.argv[2]), process.argv[3], process.argv[4]]
const signer = new Stripe('sk_test_fake')

await startFakeStripe({
  port,
  onHostedPayment: async (session) => {
    if (!webhookUrl || !webhookSecret) return
    const body = JSON.stringify({ id: `evt_${session.id}`, object: 'event', type: 'checkout.session.completed', data: { object: session }, created: Math.floor(Date.now() / 1000) })
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret })
    const answer = await fetch(webhookUrl, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })
    if (!answer.ok) console.error(`fake Stripe: the app answered the webhook with ${answer.status}: ${await answer.text()}`)
  },
})
console.log(`fake Stripe on http://127.0.0.1:${port}`)
