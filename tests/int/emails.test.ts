import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { reminderInstant } from '@/domain/email/reminderTime'
import { svixSign } from '@/domain/email/svixSignature'
import { emailAdapter, providerMessageId } from '@/server/email/adapter'
import { businessContact } from '@/server/email/businessContact'
import { deliverQueuedEmails, MAX_SEND_ATTEMPTS } from '@/server/email/outbox'
import { fulfil } from '@/server/payments/fulfilment'

import { makeBooking, makeClass, makeSchedule, makeUser } from '../helpers/factories'
import { startFakeSmtp } from '../helpers/fakeSmtp'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const HOUR = 3600_000
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

const emailsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, sort: 'id', overrideAccess: true, depth: 0 })).docs

const reminderJobs = async (bookingId: number) =>
  (
    await db().execute<{ id: number; wait_until: string }>(sql`
      select id, wait_until from payload_jobs
      where task_slug = 'sendReminderEmail' and (input->>'bookingId')::int = ${bookingId} order by id`)
  ).rows

const bookingRow = (id: number) => payload.findByID({ collection: 'bookings', id, overrideAccess: true, depth: 0 })

/** A held booking on a class starting at `start`, confirmed by a paid event delivered `times` times at once. */
async function confirmedBooking(start: Date, times = 1) {
  const schedule = await makeSchedule(payload, { startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * HOUR).toISOString() })
  const sessionId = `demo_${Math.random().toString(36).slice(2)}`
  const { booking } = await makeBooking(payload, {
    schedule: schedule.id,
    status: 'held',
    holdExpiresAt: new Date(Date.now() + HOUR).toISOString(),
    stripeSessionId: sessionId,
  })
  await Promise.all(Array.from({ length: times }, () => fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid' }, { stripe: null })))
  return { schedule, booking }
}

const runEmailJobs = () => payload.jobs.run({ queue: 'email', limit: 100 })

describe('booking confirmation', () => {
  it('is stored once per booking however often fulfilment runs, with the prep link and an .ics', async () => {
    const { booking, schedule } = await confirmedBooking(new Date(Date.now() + 10 * 24 * HOUR), 10)
    const emails = await emailsOf(booking.id)
    expect(emails.map((e) => e.kind)).toEqual(['booking-confirmation'])
    const [email] = emails
    expect(email).toMatchObject({ to: booking.contactEmail, status: 'Queued' })
    expect(email.text).toContain(`/class-prep/${schedule.id}`)
    expect(email.html).toContain(`/class-prep/${schedule.id}`)
    expect(email.attachments).toEqual([expect.objectContaining({ filename: 'class.ics', content: expect.stringContaining('BEGIN:VEVENT') })])
    expect(await reminderJobs(booking.id)).toHaveLength(1)
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Queued')

    await fulfil(payload, { bookingId: booking.id, sessionId: booking.stripeSessionId!, outcome: 'paid' }, { stripe: null })
    expect(await emailsOf(booking.id)).toHaveLength(1)
    expect(await reminderJobs(booking.id)).toHaveLength(1)
  })

  it('is sent by the outbox runner: Sent with the provider id, on the booking too', async () => {
    const { booking } = await confirmedBooking(new Date(Date.now() + 10 * 24 * HOUR))
    await deliverQueuedEmails(payload, { limit: 500 }) // other test files leave queued emails before this one
    const [email] = await emailsOf(booking.id)
    expect(email.status).toBe('Sent')
    expect(email.providerMessageId).toMatch(/^local-/)
    expect(email.sentAt).toBeTruthy()
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Sent')
  })

  it('records a failed send, retries after the claim timeout, and gives up as Failed', async () => {
    const { booking } = await confirmedBooking(new Date(Date.now() + 10 * 24 * HOUR))
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('SMTP 451 try later'))
    let now = Date.now()
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await deliverQueuedEmails(payload, { now: new Date(now), limit: 500 })
      await deliverQueuedEmails(payload, { now: new Date(now + 1000), limit: 500 }) // still claimed: not tried again at once
      now += 3 * 60_000
    }
    send.mockRestore()
    const [email] = await emailsOf(booking.id)
    expect(email).toMatchObject({ status: 'Failed', attempts: MAX_SEND_ATTEMPTS, error: 'SMTP 451 try later' })
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Failed')
  })
})

describe('day-before reminder', () => {
  it('waits until the same Pacific clock time the day before, also across a DST change', async () => {
    // Sunday 14 March 2027, 10:00 PDT (clocks sprang forward that night): reminder Saturday 10:00 PST, 23 hours ahead.
    const start = new Date('2027-03-14T17:00:00Z')
    const { booking } = await confirmedBooking(start)
    const [job] = await reminderJobs(booking.id)
    expect(new Date(job.wait_until).toISOString()).toBe('2027-03-13T18:00:00.000Z')
    expect(reminderInstant(start).getTime()).toBe(start.getTime() - 23 * HOUR)
  })

  it('is run by the job runner once, when due, and never twice', async () => {
    const { booking } = await confirmedBooking(new Date(Date.now() + 3 * HOUR))
    const { booking: later } = await confirmedBooking(new Date(Date.now() + 5 * 24 * HOUR))
    await runEmailJobs()
    await runEmailJobs()
    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual(['booking-confirmation', 'reminder'])
    expect((await emailsOf(later.id)).map((e) => e.kind)).toEqual(['booking-confirmation'])
    expect(await reminderJobs(booking.id)).toEqual([]) // done, and removed by Payload once complete

    const { sendReminder } = await import('@/server/email/reminders')
    expect(await sendReminder(payload, { bookingId: booking.id, scheduleId: 0 })).toBe('already-sent')
    expect((await emailsOf(booking.id)).filter((e) => e.kind === 'reminder')).toHaveLength(1)
    const reminder = (await emailsOf(booking.id)).find((e) => e.kind === 'reminder')!
    expect(reminder.subject).toMatch(/^Reminder: .+ tomorrow$/)
    expect((await bookingRow(booking.id)).reminderEmailStatus).toBe('Queued')
  })

  it('is not sent for a cancelled booking or a cancelled class', async () => {
    const { booking: cancelledBooking } = await confirmedBooking(new Date(Date.now() + 3 * HOUR))
    await payload.update({ collection: 'bookings', id: cancelledBooking.id, data: { status: 'cancelled' }, overrideAccess: true })
    const { booking: onCancelledClass, schedule } = await confirmedBooking(new Date(Date.now() + 3 * HOUR))
    await payload.update({ collection: 'schedules', id: schedule.id, data: { isCancelled: true }, overrideAccess: true })
    await runEmailJobs()
    expect((await emailsOf(cancelledBooking.id)).map((e) => e.kind)).toEqual(['booking-confirmation'])
    // The class's cancellation sends its own email (a refund or a free move, to choose), never the day-before reminder.
    expect((await emailsOf(onCancelledClass.id)).map((e) => e.dedupeKey?.split(':')[0])).toEqual(['confirmation', 'class-cancelled'])
    for (const id of [cancelledBooking.id, onCancelledClass.id]) expect(await reminderJobs(id)).toEqual([])
  })

  it('moves with a rescheduled class', async () => {
    const { booking, schedule } = await confirmedBooking(new Date('2027-06-12T17:00:00Z'))
    expect(new Date((await reminderJobs(booking.id))[0].wait_until).toISOString()).toBe('2027-06-11T17:00:00.000Z')
    await payload.update({
      collection: 'schedules',
      id: schedule.id,
      data: { startTime: '2027-06-19T18:30:00.000Z', endTime: '2027-06-19T20:30:00.000Z' },
      overrideAccess: true,
    })
    const jobs = await reminderJobs(booking.id)
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0].wait_until).toISOString()).toBe('2027-06-18T18:30:00.000Z')
  })

  it('is sent again for the new date when a class moves after its reminder went out', async () => {
    const { booking, schedule } = await confirmedBooking(new Date(Date.now() + 3 * HOUR))
    await runEmailJobs()
    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual(['booking-confirmation', 'reminder'])
    const later = new Date(Date.now() + 8 * 24 * HOUR)
    await payload.update({
      collection: 'schedules',
      id: schedule.id,
      data: { startTime: later.toISOString(), endTime: new Date(later.getTime() + 2 * HOUR).toISOString() },
      overrideAccess: true,
    })
    const jobs = await reminderJobs(booking.id)
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0].wait_until).toISOString()).toBe(reminderInstant(later).toISOString())
    const { sendReminder } = await import('@/server/email/reminders')
    expect(await sendReminder(payload, { bookingId: booking.id, scheduleId: schedule.id }, new Date(later.getTime() - 20 * HOUR))).toBe('queued')
    expect((await emailsOf(booking.id)).filter((e) => e.kind === 'reminder')).toHaveLength(2)
  })

  it('reaches a class known only by its date: reminded at noon Pacific the day before, with an all-day .ics', async () => {
    const date = '2027-09-18' // a Saturday; noon PDT on Friday the 17th is 19:00Z
    const schedule = await makeSchedule(payload, { startTime: null, endTime: null, date })
    const sessionId = `demo_${Math.random().toString(36).slice(2)}`
    const { booking } = await makeBooking(payload, { schedule: schedule.id, status: 'held', holdExpiresAt: new Date(Date.now() + HOUR).toISOString(), stripeSessionId: sessionId })
    await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid' }, { stripe: null })
    const [job] = await reminderJobs(booking.id)
    expect(new Date(job.wait_until).toISOString()).toBe('2027-09-17T19:00:00.000Z')
    const [confirmation] = await emailsOf(booking.id)
    expect(confirmation.attachments).toEqual([expect.objectContaining({ content: expect.stringContaining('DTSTART;VALUE=DATE:20270918') })])
  })
})

describe('imported bookings', () => {
  const importInto = async (scheduleId: number) => {
    const instructor = await makeUser(payload, 'instructor')
    const groupId = `EMAIL-${Math.random().toString(36).slice(2)}`
    const csv = `bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId\n${groupId},Kim,Park,kim@example.com,,16+,${scheduleId}`
    const response = await rest('/api/admin/import-external-bookings', { method: 'POST', body: JSON.stringify({ csv }), token: await tokenFor(payload, instructor) })
    expect(response.status).toBe(200)
    expect((await response.json()).successCount).toBe(1)
    return (await payload.find({ collection: 'bookings', where: { externalGroupId: { equals: groupId } }, overrideAccess: true })).docs[0]
  }

  it('get their own registration email through the partner (no total, no public policy) and a reminder', async () => {
    const klass = await makeClass(payload, { partnerOrganization: 'Girl Scout Troop 60412' })
    const booking = await importInto((await makeSchedule(payload, { class: klass.id })).id)
    const emails = await emailsOf(booking.id)
    expect(emails.map((e) => [e.kind, e.to, e.dedupeKey])).toEqual([['import-registration', 'kim@example.com', `import-registration:${booking.id}`]])
    expect(emails[0].text).toContain(`you are registered for ${klass.name}`)
    expect(emails[0].text).toContain('through Girl Scout Troop 60412.')
    expect(emails[0].text).not.toContain('Total')
    expect(emails[0].text).not.toContain('public-class-policies')
    expect(await reminderJobs(booking.id)).toHaveLength(1)
    // The roster's Email Status follows it as the booking's confirmation.
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Queued')
    await deliverQueuedEmails(payload, { limit: 500 })
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Sent')
  })

  it('name the business when the class has no partner', async () => {
    const klass = await makeClass(payload, { partnerOrganization: null })
    const booking = await importInto((await makeSchedule(payload, { class: klass.id })).id)
    const [email] = await emailsOf(booking.id)
    const business = await businessContact(payload)
    expect(business.name).not.toBe('')
    expect(email.text).toContain(`through ${business.name}.`)
  })

  it('get no email and no reminder when the class has started', async () => {
    const start = new Date(Date.now() - 2 * 24 * HOUR)
    const schedule = await makeSchedule(payload, { startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * HOUR).toISOString() })
    const booking = await importInto(schedule.id)
    expect(await emailsOf(booking.id)).toEqual([])
    expect(await reminderJobs(booking.id)).toEqual([])
    expect((await bookingRow(booking.id)).confirmationEmailStatus ?? null).toBeNull()
  })
})

describe('POST /api/webhooks/email', () => {
  const secret = process.env.RESEND_WEBHOOK_SECRET!
  const event = (type: string, emailId: string, createdAt: string) => JSON.stringify({ type, created_at: createdAt, data: { email_id: emailId } })
  const deliver = (body: string, { sign = secret, age = 0 }: { sign?: string | null; age?: number } = {}) => {
    const id = `msg_${Math.random().toString(36).slice(2)}`
    const ts = Math.floor(Date.now() / 1000) - age
    const headers: Record<string, string> = { 'svix-id': id, 'svix-timestamp': String(ts) }
    if (sign) headers['svix-signature'] = svixSign(sign, id, ts, body)
    return rest('/api/webhooks/email', { method: 'POST', body, headers })
  }

  async function sentConfirmation() {
    const { booking } = await confirmedBooking(new Date(Date.now() + 10 * 24 * HOUR))
    const providerId = `re_${Math.random().toString(36).slice(2)}`
    const [email] = await emailsOf(booking.id)
    await payload.update({ collection: 'emails', id: email.id, data: { status: 'Sent', providerMessageId: providerId }, overrideAccess: true })
    return { booking, providerId, emailId: email.id }
  }

  it('moves the status forward from signed events, also out of order, and shows it on the booking', async () => {
    const { booking, providerId, emailId } = await sentConfirmation()
    expect((await deliver(event('email.opened', providerId, '2026-11-20T10:05:00.000Z'))).status).toBe(200)
    expect((await deliver(event('email.delivered', providerId, '2026-11-20T10:00:00.000Z'))).status).toBe(200)
    expect((await deliver(event('email.delivery_delayed', providerId, '2026-11-20T09:59:00.000Z'))).status).toBe(200)
    const email = await payload.findByID({ collection: 'emails', id: emailId, overrideAccess: true })
    expect(email).toMatchObject({ status: 'Opened', openedAt: '2026-11-20T10:05:00.000Z' })
    expect(await bookingRow(booking.id)).toMatchObject({ confirmationEmailStatus: 'Opened', confirmationEmailOpenedAt: '2026-11-20T10:05:00.000Z' })

    await deliver(event('email.clicked', providerId, '2026-11-20T10:06:00.000Z'))
    await deliver(event('email.complained', providerId, '2026-11-20T10:07:00.000Z'))
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Spam')
    await deliver(event('email.opened', providerId, '2026-11-20T10:08:00.000Z'))
    expect(await payload.findByID({ collection: 'emails', id: emailId, overrideAccess: true })).toMatchObject({ status: 'Spam', openedAt: '2026-11-20T10:05:00.000Z' })
  })

  it('maps a bounce', async () => {
    const { providerId, emailId } = await sentConfirmation()
    await deliver(event('email.bounced', providerId, new Date().toISOString()))
    expect((await payload.findByID({ collection: 'emails', id: emailId, overrideAccess: true })).status).toBe('Bounced')
  })

  it('answers 401 to an unsigned, wrongly signed or stale event and changes nothing', async () => {
    const { booking, providerId, emailId } = await sentConfirmation()
    const body = event('email.delivered', providerId, new Date().toISOString())
    expect((await deliver(body, { sign: null })).status).toBe(401)
    expect((await deliver(body, { sign: `whsec_${Buffer.from('someone else').toString('base64')}` })).status).toBe(401)
    expect((await deliver(body, { age: 10 * 60 })).status).toBe(401)
    expect((await payload.findByID({ collection: 'emails', id: emailId, overrideAccess: true })).status).toBe('Sent')
    expect((await bookingRow(booking.id)).confirmationEmailStatus).toBe('Queued')
  })
})

describe('email adapters', () => {
  const from = { EMAIL_FROM: 'bookings@swsd.example', EMAIL_FROM_NAME: 'SWSD' }
  const message = {
    to: 'ada@example.com',
    subject: 'Booking confirmed',
    text: 'See you in class',
    html: '<p>See you in class</p>',
    attachments: [{ filename: 'class.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
  }

  it('sends through SMTP with nodemailer when SMTP_URL is set', async () => {
    const smtp = await startFakeSmtp()
    try {
      const adapter = (await emailAdapter({ ...from, SMTP_URL: smtp.url }))({ payload })
      expect(adapter.name).toBe('nodemailer')
      const result = await adapter.sendEmail(message)
      expect(providerMessageId(result)).toBeTruthy()
      expect(smtp.messages).toHaveLength(1)
      expect(smtp.messages[0].to).toEqual(['<ada@example.com>'])
      expect(smtp.messages[0].data).toContain('Subject: Booking confirmed')
      expect(smtp.messages[0].data).toContain('filename=class.ics')
    } finally {
      await smtp.close()
    }
  })

  it('sends through the Resend API when RESEND_API_KEY is set', async () => {
    const received: { auth?: string; body: Record<string, unknown> }[] = []
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) })
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ id: 're_fake_1' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const realFetch = globalThis.fetch
    // The adapter's URL is fixed; point it at the local fake.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => realFetch(String(url).replace('https://api.resend.com', base), init))
    try {
      const adapter = (await emailAdapter({ ...from, RESEND_API_KEY: 're_test_key' }))({ payload })
      const result = await adapter.sendEmail(message)
      expect(providerMessageId(result)).toBe('re_fake_1')
      expect(received[0]).toMatchObject({ auth: 'Bearer re_test_key', body: { to: 'ada@example.com', subject: 'Booking confirmed', from: 'SWSD <bookings@swsd.example>' } })
    } finally {
      fetchSpy.mockRestore()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

afterAll(() => vi.restoreAllMocks())
