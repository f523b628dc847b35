import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import { when } from '@/domain/email/bookingEmails'
import { participantName } from '@/domain/bookings/participantName'
import { formatCents } from '@/domain/bookings/pricing'
import { moveFeeCents } from '@/domain/manage/manageActions'
import { type IssuedCreditWords, statusWords, tierWords } from '@/domain/manage/manageWords'
import { DEMO_NOTHING_CHARGED, paidInDemo } from '@/domain/payments/demoPayment'
import { paidWithFees } from '@/domain/payments/paidTotal'
import { promoRowOf } from '@/domain/promos/promoCode'
import { placeOf } from '@/domain/schedule/place'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { ManageContext } from '@/server/manage/manageContext'
import type { ListedOccurrence } from '@/server/schedule/occurrences'
import type { BookingWaiver } from '@/server/waivers/bookingWaiver'
import { WaiverLink } from '@/components/waivers/WaiverLink'

import { ManageActions } from './ManageActions.client'
import manage from './manage.module.css'

const NOTICES: Record<string, string> = {
  paid: 'Thank you, your reschedule fee was received. Your booking moves as soon as the payment is confirmed (usually within a minute); reload this page to see it.',
  moved: 'Thank you, your reschedule fee was received and your booking has moved: the class is shown below. A receipt is on its way by email.',
  'fee-refunded': 'The class you chose could not take your booking when your payment arrived, so your booking stays where it was and your reschedule fee was refunded to the card you paid with.',
  'fee-refunding': 'The class you chose could not take your booking when your payment arrived, so your booking stays where it was. Your reschedule fee is being refunded to the card you paid with; we email you when it has gone through.',
  // Only the demo checkout sends a customer back with this outcome (Stripe's payment is applied after the return).
  refused: `The class you chose could not take your booking when your payment arrived, so your booking stays where it was. ${DEMO_NOTHING_CHARGED}`,
  cancelled: 'This checkout has closed: it was cancelled, so nothing was charged and your booking was not moved.',
}

/** The manage page: the booking, the tier that applies now in the policy's words, and that tier's actions only. */
export function ManageBooking({
  token,
  context,
  targets,
  credit,
  waiver,
  notice,
}: {
  token: string
  context: ManageContext
  targets: ListedOccurrence[]
  /** The class credit this booking was cancelled for, shown on every visit. */
  credit: IssuedCreditWords | null
  waiver: BookingWaiver
  notice: string | null
}) {
  const { booking, occurrence, participants, tier, actions } = context
  const words = tierWords(tier, occurrence.partnerOrganization)
  const place = placeOf(occurrence).text
  const noticeText = notice ? NOTICES[notice] : undefined
  const withFees = paidWithFees(booking.totalCents, context.moveFeesPaidCents)
  const demo = paidInDemo(booking.stripeSessionId)
  const promo = promoRowOf(booking)
  return (
    <main id="main" className={manage.page}>
      <h1>Manage your booking</h1>
      {noticeText && (
        <p role="status" className={form.note}>
          {noticeText}
        </p>
      )}
      <section className={form.card} aria-labelledby="booking-heading">
        <h2 id="booking-heading">{occurrence.className}</h2>
        <dl className={manage.details}>
          <dt>Booking number</dt>
          <dd>{booking.bookingNumber}</dd>
          <dt>Status</dt>
          <dd data-testid="booking-status">{statusWords(booking)}</dd>
          <dt>When</dt>
          <dd>{when(occurrence)}</dd>
          {place && (
            <>
              <dt>Where</dt>
              <dd>{place}</dd>
            </>
          )}
          <dt>Participants</dt>
          <dd>
            <ul className={manage.people}>
              {participants.map((p) => (
                <li key={p.id}>
                  {participantName(p, booking.classType)}
                </li>
              ))}
            </ul>
          </dd>
          {promo && (
            <>
              <dt>{promo.label}</dt>
              <dd>{promo.value}</dd>
            </>
          )}
          {(booking.creditCents ?? 0) > 0 && (
            <>
              <dt>Class credit applied</dt>
              <dd>{formatCents(booking.creditCents ?? 0)}</dd>
            </>
          )}
          <dt>{!booking.paidAt ? 'Total' : demo ? 'Total (demo: not charged)' : 'Total paid'}</dt>
          <dd>{withFees ? withFees.total : formatCents(booking.totalCents)}</dd>
        </dl>
      </section>

      {waiver.open && <WaiverLink token={token} waiver={waiver} />}

      <section className={form.card} aria-labelledby="policy-heading">
        <h2 id="policy-heading">{words.heading}</h2>
        <p>{words.text}</p>
        <p className={form.hint}>
          <Link href="/public-class-policies" target="_blank" rel="noopener">
            Read our cancellation and rescheduling policies
          </Link>
        </p>
      </section>

      {/* Always rendered, so its outcome message stays when the page refreshes to a booking with nothing left to do. */}
      <ManageActions
          token={token}
          actions={actions}
          kind={booking.classType}
          totalCents={booking.totalCents}
          refundedCents={booking.refundedCents ?? 0}
          creditCents={booking.creditCents ?? 0}
          feesNotRefunded={withFees?.refund ?? null}
          demo={demo}
          moveFeeCents={moveFeeCents(booking.moveCount ?? 0, tier)}
          priority={tier === 'class-cancelled'}
          targets={targets.map((o) => ({ id: o.id, label: `${o.className} — ${formatClassDate(o.startTime ?? o.date)}${o.startTime ? `, ${formatTimeRange(o.startTime, o.endTime)}` : ''}${o.city ? ` (${o.city})` : ''}` }))}
        participants={participants.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, ageGroup: p.ageGroup, isPrimaryContact: p.isPrimaryContact === true }))}
        credit={credit}
      />
    </main>
  )
}

