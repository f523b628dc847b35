import { z } from 'zod'

import { formatCents } from '../bookings/pricing'
import type { ClassType } from '../schedule/classTypes'

/** What a gift certificate is bought as: an amount, or one class of a kind at today's price. */
export const GIFT_CHOICES = ['amount', 'adult-class', 'mother-daughter-class'] as const
export type GiftChoice = (typeof GIFT_CHOICES)[number]

export const GIFT_CHOICE_LABELS: Record<GiftChoice, string> = {
  amount: 'An amount',
  'adult-class': 'One adult & teen class',
  'mother-daughter-class': 'One mother-daughter class (a pair)',
}

/** The class whose price a class-sized certificate is worth. */
export const CLASS_OF_CHOICE: Record<Exclude<GiftChoice, 'amount'>, ClassType> = {
  'adult-class': 'public-adult-teen',
  'mother-daughter-class': 'public-mother-daughter',
}

export const GIFT_MIN_CENTS = 2500
export const GIFT_MAX_CENTS = 50000
export const GIFT_MESSAGE_MAX = 300

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(120, `${label} is too long`)
const email = z.string().trim().pipe(z.email('Enter a valid email address'))

/**
 * The purchase form as the browser sends it; the same schema checks it on the server. `today` is the Pacific date
 * (YYYY-MM-DD): the delivery date is today or later.
 */
export const giftPurchaseSchema = (today: string) =>
  z
    .object({
      choice: z.enum(GIFT_CHOICES, 'Choose what to give'),
      amountDollars: z.string().trim().optional(),
      buyerName: required('Your name'),
      buyerEmail: email,
      recipientName: required("Recipient's name"),
      recipientEmail: email,
      message: z.string().trim().max(GIFT_MESSAGE_MAX, `Keep the message to ${GIFT_MESSAGE_MAX} characters`).default(''),
      deliveryDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a delivery date')
        .refine((date) => date >= today, 'Choose today or a later date'),
      recaptchaToken: z.string().optional(),
    })
    .refine((value) => value.choice !== 'amount' || amountRefusal(value.amountDollars) === null, {
      path: ['amountDollars'],
      message: `Enter an amount from ${formatCents(GIFT_MIN_CENTS)} to ${formatCents(GIFT_MAX_CENTS)}`,
      when: (ctx) => GIFT_CHOICES.includes((ctx.value as { choice?: GiftChoice } | null)?.choice as GiftChoice),
    })

export type GiftPurchase = z.output<ReturnType<typeof giftPurchaseSchema>>

/** Whole dollars and cents as typed ('50', '$75.50') in cents; null when it is not an amount. */
export function centsOfDollars(typed: string | undefined): number | null {
  const match = /^\$?\s*(\d{1,5})(?:\.(\d{2}))?$/.exec((typed ?? '').trim().replace(/,/g, ''))
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : null
}

const amountRefusal = (typed: string | undefined): string | null => {
  const cents = centsOfDollars(typed)
  return cents !== null && cents >= GIFT_MIN_CENTS && cents <= GIFT_MAX_CENTS ? null : 'out of range'
}

export type GiftPrice = { cents: number; description: string }

/**
 * What a purchase costs and what its certificate is worth, from the server's class prices (never the browser's):
 * an amount as typed, or the price of one class of the kind (the highest among its active classes, so it pays for any
 * of them). Null when no such class is on offer.
 */
export function giftPrice(purchase: Pick<GiftPurchase, 'choice' | 'amountDollars'>, classPrices: Partial<Record<ClassType, number>>): GiftPrice | null {
  if (purchase.choice === 'amount') {
    const cents = centsOfDollars(purchase.amountDollars)
    return cents === null ? null : { cents, description: `Gift certificate of ${formatCents(cents)}` }
  }
  const cents = classPrices[CLASS_OF_CHOICE[purchase.choice]]
  return cents ? { cents, description: `${GIFT_CHOICE_LABELS[purchase.choice]} (${formatCents(cents)})` } : null
}

/** Whether a certificate for `deliveryDate` (Pacific) is due to its recipient at `today` (the Pacific date now). */
export const giftDeliveryDue = (deliveryDate: string | null | undefined, today: string): boolean => !deliveryDate || deliveryDate <= today
