import { randomUUID } from 'node:crypto'

import { type APIRequestContext, expect } from '@playwright/test'

import type { OwnerApi } from '../fixtures'

export type Email = { kind: string; subject: string; text: string }

/** Books one adult seat and pays in the demo checkout (or with a class credit's code), as a visitor would; the booking's id. */
export async function bookAndPay(request: APIRequestContext, scheduleId: number, { creditCode }: { creditCode?: string } = {}): Promise<number> {
  const booked = await request.post('/api/create-booking', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}@example.com`, phone: '(925) 555-0100' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
      ...(creditCode ? { creditCode } : {}),
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const { checkoutUrl, bookingId } = (await booked.json()) as { checkoutUrl: string; bookingId: number }
  // A class credit that pays it all confirms it without a checkout.
  if (!checkoutUrl.includes('/demo-checkout/')) return bookingId
  const sessionId = checkoutUrl.split('/demo-checkout/')[1]
  expect((await request.post('/api/demo-checkout', { data: { sessionId, action: 'pay' } })).status()).toBe(200)
  return bookingId
}

/** A mother (Ada) with two daughters (Bea, Cleo) books a mother-daughter class; the demo checkout's address and the booking's id. */
export async function bookTrio(request: APIRequestContext, scheduleId: number): Promise<{ checkoutUrl: string; bookingId: number }> {
  const booked = await request.post('/api/create-booking', {
    data: {
      classType: 'mother-daughter',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}@example.com`, phone: '(925) 555-0100' },
      participants: [
        { firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' },
        { firstName: 'Cleo', lastName: 'Lovelace', ageGroup: '12-15' },
      ],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  return (await booked.json()) as { checkoutUrl: string; bookingId: number }
}

/** The manage link, as the customer finds it in the confirmation email (the CMS outbox). */
export async function manageLinkFromEmail(owner: OwnerApi, bookingId: number): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0`)
      const confirmation = docs.find((e) => e.kind === 'booking-confirmation')
      link = /https?:\/\/\S+\/manage-booking\/[\w-]{43}/.exec(confirmation?.text ?? '')?.[0] ?? ''
      return link
    })
    .toMatch(/\/manage-booking\//)
  return new URL(link).pathname
}

/**
 * On the server whose stripe SDK talks to the fake Stripe API: books one adult seat, pays on the fake's checkout page
 * and comes back; the booking's id and its Checkout session.
 */
export async function bookAndPayByStripe(request: APIRequestContext, scheduleId: number, fakeStripeUrl: string): Promise<{ bookingId: number; sessionId: string }> {
  const booked = await request.post('/api/create-booking', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Lovelace', email: `stripe-${randomUUID().slice(0, 8)}@example.com`, phone: '(925) 555-0100' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const { checkoutUrl, bookingId } = (await booked.json()) as { checkoutUrl: string; bookingId: number }
  expect(checkoutUrl).toMatch(/^https:\/\/checkout\.fake-stripe\.test\/pay\/cs_test_/)
  const sessionId = checkoutUrl.split('/pay/')[1]
  expect((await request.post(`${fakeStripeUrl}/__fake/sessions/${sessionId}/pay`)).status()).toBe(200)
  return { bookingId, sessionId }
}
