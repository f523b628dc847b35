import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A checkout session as the fake keeps it (the fields this app reads). */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  payment_intent: string | null
  client_reference_id: string | null
  customer_email: string | null
  /** Made when the session is paid if it was created with customer_creation=always (a card saved for later). */
  customer: string | null
  customer_creation: string | null
  /** payment_intent_data[setup_future_usage], as asked. */
  setup_future_usage: string | null
  cancel_url: string | null
  success_url: string | null
  metadata: Record<string, string>
  expires_at: number
  line_items: { quantity: number; unit_amount: number; name: string }[]
  idempotencyKey: string | null
}

/** A payment intent as the fake keeps it: made by a paid checkout, or asked for off-session (a saved card charged). */
export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  customer: string | null
  payment_method: string | null
  status: 'succeeded' | 'requires_action' | 'requires_payment_method'
  off_session: boolean
  metadata: Record<string, string>
  idempotencyKey: string | null
  last_payment_error: { code: string; decline_code?: string; message: string } | null
}

/** How the next off-session charge answers: taken, declined (a card error), needing the cardholder, or no answer at all (the connection drops). */
export type OffSessionAnswer = 'succeed' | 'decline' | 'requires-action' | 'unreachable'

export type FakeStripe = {
  url: string
  /** Every payment intent, by id. */
  paymentIntents: Map<string, FakePaymentIntent>
  /** How off-session charges answer now (a key already answered keeps its answer, as Stripe's idempotency does). */
  offSession: OffSessionAnswer
  sessions: Map<string, FakeSession>
  /** The refunds Stripe made (accepted requests only), each with its amount in cents (the whole payment when none was asked). */
  refunds: { id: string; payment_intent: string; idempotencyKey: string | null; status: 'succeeded' | 'pending' | 'failed'; amount: number; metadata: Record<string, string> }[]
  /** Every refund request, accepted or refused, with its idempotency key. */
  refundRequests: { payment_intent: string; idempotencyKey: string | null; refused: boolean }[]
  /** What a new refund answers: Stripe settles most card refunds at once, some later (then charge.refunded follows). */
  refundStatus: 'succeeded' | 'pending'
  /** While true, every refund request is refused with a card error (nothing is made or remembered under its key). */
  refuseRefunds: boolean
  /**
   * The next this many checkout session creations fail with a 500, as a Stripe outage would; like Stripe, the failure
   * is kept under the request's idempotency key (a retry with the same key gets the same 500).
   */
  failCheckouts: number
  requests: { method: string; path: string }[]
  /** Marks a session paid, as a card payment would (also an expired one: a payment completing as the expiry arrives). */
  pay: (sessionId: string) => FakeSession
  close: () => Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => resolve(body))
  })

/** Stripe's form encoding (metadata[bookingId]=7, line_items[0][price_data][unit_amount]=7500) as flat pairs. */
const formPairs = (body: string) => Object.fromEntries(new URLSearchParams(body).entries())

const metadataOf = (form: Record<string, string>) => {
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match) metadata[match[1]] = value
  }
  return metadata
}

/** The fake's own routes, for a test in another process (Playwright's): pay a session, list refund requests and the refunds made, refuse refunds. */
export const FAKE_CONTROL_PREFIX = '/__fake'

/**
 * A local HTTP server that answers the Stripe API calls this app makes (create/retrieve checkout session, create
 * refund), so the real `stripe` SDK runs end to end in the tests.
 */
type Options = {
  port?: number
  /** Told when a customer pays on the hosted page (as Stripe sends checkout.session.completed), before the redirect. */
  onHostedPayment?: (session: FakeSession) => Promise<void>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The hosted checkout page a customer is sent to: what is bought, the total and a Pay button. */
const hostedPage = (session: FakeSession) => {
  const total = session.line_items.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0)
  const lines = session.line_items.map((item) => `<li>${escapeHtml(item.name)}</li>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><ul>${lines}</ul><p>Total $${(total / 100).toFixed(2)}</p>
<form method="post"><button type="submit">Pay</button></form></main></body></html>`
}

export async function startFakeStripe({ port: listenPort = 0, onHostedPayment }: Options = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const byIdempotencyKey = new Map<string, FakeSession>()
  const failedKeys = new Set<string>()
  const refunds: FakeStripe['refunds'] = []
  const refundRequests: FakeStripe['refundRequests'] = []
  const requests: FakeStripe['requests'] = []
  const paymentIntents: FakeStripe['paymentIntents'] = new Map()
  // Stripe replays the first answer given under an idempotency key: its status and body.
  const intentAnswers = new Map<string, { status: number; body: unknown }>()
  // Filled in below once the server listens; the handler reads `refundStatus` from it at request time.
  const fake = {} as FakeStripe

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const path = (req.url ?? '').split('?')[0]
    requests.push({ method: req.method ?? '', path })
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomUUID()}` })
      res.end(JSON.stringify(json))
    }
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null

    if (path === `${FAKE_CONTROL_PREFIX}/health`) return send(200, { ok: true })
    if (path === `${FAKE_CONTROL_PREFIX}/refund-requests`) return send(200, refundRequests)
    if (path === `${FAKE_CONTROL_PREFIX}/refunds`) return send(200, refunds)
    if (req.method === 'POST' && path === `${FAKE_CONTROL_PREFIX}/refuse-refunds`) {
      fake.refuseRefunds = (JSON.parse(body || '{}') as { refuse?: boolean }).refuse === true
      return send(200, { refuseRefunds: fake.refuseRefunds })
    }
    if (req.method === 'POST' && path === `${FAKE_CONTROL_PREFIX}/fail-checkouts`) {
      fake.failCheckouts = Number((JSON.parse(body || '{}') as { count?: number }).count ?? 0)
      return send(200, { failCheckouts: fake.failCheckouts })
    }
    if (path === `${FAKE_CONTROL_PREFIX}/payment-intents`) return send(200, [...paymentIntents.values()])
    if (req.method === 'POST' && path === `${FAKE_CONTROL_PREFIX}/off-session`) {
      fake.offSession = ((JSON.parse(body || '{}') as { answer?: OffSessionAnswer }).answer ?? 'succeed')
      return send(200, { offSession: fake.offSession })
    }
    const payControl = new RegExp(`^${FAKE_CONTROL_PREFIX}/sessions/([^/]+)/pay$`).exec(path)
    if (req.method === 'POST' && payControl) {
      const id = decodeURIComponent(payControl[1])
      if (!sessions.has(id)) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      if (sessions.get(id)!.status === 'expired') return send(409, { error: { type: 'invalid_request_error', message: 'This Checkout Session has expired.' } })
      return send(200, fake.pay(id))
    }

    // Stripe's hosted checkout (session.url's path): a page with Pay, which pays, tells the app and goes to success_url.
    const hosted = /^\/pay\/([^/]+)$/.exec(path)
    if (hosted) {
      const session = sessions.get(decodeURIComponent(hosted[1]))
      if (!session || session.status !== 'open') return send(404, { error: { type: 'invalid_request_error', message: 'This checkout is not open' } })
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        return res.end(hostedPage(session))
      }
      const paid = fake.pay(session.id)
      await onHostedPayment?.(paid)
      res.writeHead(303, { Location: (paid.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', paid.id) })
      return res.end()
    }

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return send(200, byIdempotencyKey.get(idempotencyKey))
      const outage = { error: { type: 'api_error', message: 'The fake Stripe had an error creating this checkout session.' } }
      if (idempotencyKey && failedKeys.has(idempotencyKey)) return send(500, outage)
      if (fake.failCheckouts > 0) {
        fake.failCheckouts -= 1
        if (idempotencyKey) failedKeys.add(idempotencyKey)
        return send(500, outage)
      }
      const form = formPairs(body)
      const metadata = metadataOf(form)
      // Stripe's rule: a session may expire no sooner than 30 minutes after it is created.
      if (form.expires_at && Number(form.expires_at) < Date.now() / 1000 + 30 * 60) {
        return send(400, { error: { type: 'invalid_request_error', param: 'expires_at', message: 'The `expires_at` timestamp must be at least 30 minutes from now.' } })
      }
      const id = `cs_test_${randomUUID().replace(/-/g, '')}`
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.fake-stripe.test/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        customer: null,
        customer_creation: form.customer_creation ?? null,
        setup_future_usage: form['payment_intent_data[setup_future_usage]'] ?? null,
        cancel_url: form.cancel_url ?? null,
        success_url: form.success_url ?? null,
        metadata,
        expires_at: Number(form.expires_at),
        line_items: [
          {
            quantity: Number(form['line_items[0][quantity]']),
            unit_amount: Number(form['line_items[0][price_data][unit_amount]']),
            name: form['line_items[0][price_data][product_data][name]'],
          },
        ],
        idempotencyKey,
      }
      sessions.set(id, session)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session)
      return send(200, session)
    }

    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]))
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      return send(200, session)
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
    if (req.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]))
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      if (session.status !== 'open') {
        return send(400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } })
      }
      session.status = 'expired'
      return send(200, session)
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? intentAnswers.get(idempotencyKey) : undefined
      if (replay) return send(replay.status, replay.body)
      // Stripe never reached: nothing made, nothing kept under the key.
      if (fake.offSession === 'unreachable') return req.socket.destroy()
      const form = formPairs(body)
      const answer = fake.offSession
      const intent: FakePaymentIntent = {
        id: `pi_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer ?? null,
        payment_method: form.payment_method ?? null,
        status: answer === 'succeed' ? 'succeeded' : answer === 'requires-action' ? 'requires_action' : 'requires_payment_method',
        off_session: form.off_session === 'true',
        metadata: metadataOf(form),
        idempotencyKey,
        last_payment_error: answer === 'decline' ? { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } : null,
      }
      paymentIntents.set(intent.id, intent)
      const answered =
        answer === 'decline'
          ? { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent } } }
          : { status: 200, body: intent }
      if (idempotencyKey) intentAnswers.set(idempotencyKey, answered)
      return send(answered.status, answered.body)
    }

    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && intentPath) {
      const intent = paymentIntents.get(decodeURIComponent(intentPath[1]))
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
      return send(200, intent)
    }

    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = formPairs(body)
      refundRequests.push({ payment_intent: form.payment_intent, idempotencyKey, refused: fake.refuseRefunds })
      if (fake.refuseRefunds) {
        return send(402, { error: { type: 'card_error', code: 'charge_disputed', message: 'The fake refuses refunds just now.' } })
      }
      const existing = refunds.find((r) => idempotencyKey && r.idempotencyKey === idempotencyKey)
      const paid = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent)
      const amount = form.amount ? Number(form.amount) : (paid?.line_items.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0) ?? 0)
      const refund = existing ?? {
        id: `re_${randomUUID().slice(0, 8)}`,
        payment_intent: form.payment_intent,
        idempotencyKey,
        status: fake.refundStatus,
        amount,
        metadata: metadataOf(form),
      }
      if (!existing) refunds.push(refund)
      return send(200, { ...refund, object: 'refund' })
    }

    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && refundPath) {
      const refund = refunds.find((r) => r.id === decodeURIComponent(refundPath[1]))
      if (!refund) return send(404, { error: { type: 'invalid_request_error', message: 'No such refund' } })
      return send(200, { ...refund, object: 'refund' })
    }

    send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${req.method} ${path}` } })
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  Object.assign(fake, {
    refundStatus: 'succeeded',
    refuseRefunds: false,
    offSession: 'succeed',
    paymentIntents,
    failCheckouts: 0,
    refundRequests,
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    pay: (sessionId: string) => {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomUUID().slice(0, 12)}`,
        customer: session.customer_creation === 'always' ? `cus_${randomUUID().slice(0, 12)}` : null,
      })
      paymentIntents.set(session.payment_intent!, {
        id: session.payment_intent!,
        object: 'payment_intent',
        amount: session.line_items.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0),
        currency: 'usd',
        customer: session.customer,
        payment_method: `pm_${randomUUID().slice(0, 12)}`,
        status: 'succeeded',
        off_session: false,
        metadata: session.metadata,
        idempotencyKey: null,
        last_payment_error: null,
      })
      return session
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
  return fake
}

/** The fake, with the app's env pointing the real stripe SDK at it: call it in vi.hoisted, before the app reads its env. */
export async function startFakeStripeForApp(): Promise<FakeStripe> {
  const server = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_secret'
  process.env.STRIPE_API_BASE = server.url
  return server
}
