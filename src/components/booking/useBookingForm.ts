import { type ChangeEvent, type FormEvent, type RefObject, useCallback, useRef, useState } from 'react'

import type { CaptchaHandle } from '@/components/captcha/Captcha.client'
import { maxAddedRows, participantLimitNote } from '@/domain/bookings/participantLimit'
import { quoteBooking } from '@/domain/bookings/pricing'

import type { ClassSummary } from '@/server/bookingOffer'

import { BOOKING_FORM_TEXT } from './bookingFormText'
import { BookingRefused, submitBooking } from './submitBooking'
import { submitWaitlist } from './submitWaitlist'
import { usePromoCode } from './usePromoCode'
import { useReturnFromCheckout } from './useReturnFromCheckout'

type Validation = typeof import('./bookingValidation')
// zod and the booking schemas load when the visitor first turns to the form (or submits it), not with the page.
const loadValidation = (): Promise<Validation> => import('./bookingValidation')
const SCHEMA_OF_KIND = {
  adult: 'adultBookingSchema',
  'mother-daughter': 'motherDaughterBookingSchema',
  'community-mother-daughter': 'communityBookingSchema',
} as const

export type ParticipantRow = { key: number; firstName: string; lastName: string; ageGroup: string }
export type Contact = { firstName: string; lastName: string; email: string; phone: string }

const newRow = (key: number): ParticipantRow => ({ key, firstName: '', lastName: '', ageGroup: '' })
const NO_PROBLEMS = { messages: [] as string[], fields: new Set<string>() }

/**
 * The booking form's state: what was typed, the problems to show, the price, and sending it all to the checkout
 * (or, on a full class, to its waitlist: then to the new entry's page).
 * `topRef` is the form's messages (scrolled to after a failed submit), `captchaRef` its captcha (reset after one).
 */
export function useBookingForm(
  summary: ClassSummary,
  checkoutCancelled: boolean,
  { topRef, captchaRef }: { topRef: RefObject<HTMLDivElement | null>; captchaRef: RefObject<CaptchaHandle | null> },
  waitlist = false,
) {
  const { kind } = summary

  const [contact, setContact] = useState<Contact>({ firstName: '', lastName: '', email: '', phone: '' })
  // Row keys count per form (not per module), so the server and the browser render the same ids.
  const lastKey = useRef(0)
  const [rows, setRows] = useState<ParticipantRow[]>(() => (kind === 'adult' ? [] : [newRow(0)]))
  const [token, setToken] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [creditCode, setCreditCode] = useState('')
  const [creditRefused, setCreditRefused] = useState(false)
  const onCaptcha = useCallback((value: string | null) => setToken(value), [])
  const [validation, setValidation] = useState<Validation | null>(null)
  const prepareValidation = useCallback(async () => {
    const loaded = await loadValidation()
    setValidation(loaded)
    return loaded
  }, [])

  const onShow = useCallback(() => setBusy(false), [])
  const refill = useCallback((sent: { contact: Contact; participants: Omit<ParticipantRow, 'key'>[] }) => {
    setContact(sent.contact)
    setRows(sent.participants.map((p) => ({ ...p, key: ++lastKey.current })))
    setToken(null)
    captchaRef.current?.reset()
  }, [captchaRef])
  const { returned, goToCheckout } = useReturnFromCheckout(summary.scheduleId, checkoutCancelled, onShow, refill, !waitlist)

  const promo = usePromoCode({ scheduleId: summary.scheduleId, participantCount: 1 + rows.length, email: contact.email })
  const withAgeGroup = kind !== 'adult'
  const request = {
    classType: kind,
    classScheduleId: summary.scheduleId,
    contactInfo: contact,
    participants: rows.map(({ firstName, lastName, ageGroup }) => (withAgeGroup ? { firstName, lastName, ageGroup } : { firstName, lastName })),
    recaptchaToken: token ?? '',
    ...(creditCode.trim() ? { creditCode: creditCode.trim() } : {}),
    ...(!waitlist && promo.code.trim() ? { promoCode: promo.code.trim() } : {}),
  }
  const parse = (rules: Validation) => rules[SCHEMA_OF_KIND[kind]].safeParse(request)
  const parsed = validation && parse(validation)
  // Shown only after the first submit attempt, then refreshed live on every change.
  const problems = submitted && validation && parsed && !parsed.success ? validation.formProblems(parsed.error) : NO_PROBLEMS
  const quote = quoteBooking(kind, summary.priceCents, rows.length)
  const maxRows = maxAddedRows(summary.seatsLeft)
  const atSeatLimit = maxRows !== null && summary.seatsLeft !== null && rows.length >= maxRows

  const scrollToTop = () => {
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    topRef.current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setServerError(null)
    setCreditRefused(false)
    if (!parse(validation ?? (await prepareValidation())).success) {
      scrollToTop()
      return
    }
    setBusy(true)
    const text = BOOKING_FORM_TEXT[kind]
    try {
      if (waitlist) {
        const { path } = await submitWaitlist(request, text.unexpectedError)
        window.location.assign(path)
        return
      }
      const checkout = await submitBooking(
        { ...request, participantCount: quote.participantCount, totalAmount: quote.totalCents / 100 },
        text.unexpectedError,
      )
      goToCheckout(checkout, { contact, participants: rows.map(({ firstName, lastName, ageGroup }) => ({ firstName, lastName, ageGroup })) })
    } catch (error) {
      if (error instanceof BookingRefused && error.creditRefused) setCreditRefused(true)
      if (error instanceof BookingRefused && error.code === 'PROMO_REFUSED') promo.refuse(error.message)
      setServerError(error instanceof Error && error.message && error.name !== 'TypeError' ? error.message : text.fallbackError)
      captchaRef.current?.reset()
      setBusy(false)
      scrollToTop()
    }
  }

  return {
    contact,
    rows,
    problems,
    quote,
    busy,
    serverError,
    returned,
    creditCode,
    creditRefused,
    promo,
    onCaptcha,
    submit,
    /** Loads the validation ahead of the first submit (on the form's first focus or touch). */
    prepareValidation: () => {
      if (!validation) void prepareValidation()
    },
    setContactField: (field: keyof Contact) => (e: ChangeEvent<HTMLInputElement>) => setContact((c) => ({ ...c, [field]: e.target.value })),
    setRowField: (key: number, field: 'firstName' | 'lastName' | 'ageGroup') => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: e.target.value } : r))),
    /** Why no more rows can be added (the seats left), or null while they can. */
    seatLimitNote: atSeatLimit ? participantLimitNote(kind, summary.seatsLeft!) : null,
    addRow: () => setRows((list) => (maxRows !== null && list.length >= maxRows ? list : [...list, newRow(++lastKey.current)])),
    removeRow: (key: number) => setRows((list) => list.filter((r) => r.key !== key)),
    changeCreditCode: (code: string) => {
      setCreditCode(code)
      setCreditRefused(false)
    },
  }
}
