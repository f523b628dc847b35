import { formatInTimeZone } from 'date-fns-tz'
import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { when } from '@/domain/email/bookingEmails'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { NO_WAIVER, NOT_CONFIRMED } from '@/domain/waivers/waiverSigning'
import type { ManageContext } from '@/server/manage/manageContext'
import type { BookingWaiver } from '@/server/waivers/bookingWaiver'

import { WaiverForm } from './WaiverForm.client'
import waiverStyles from './waiver.module.css'

const signedWords = (signed: { signerName: string; signedAt: string }) =>
  `Signed by ${signed.signerName} on ${formatInTimeZone(new Date(signed.signedAt), BUSINESS_TIME_ZONE, 'MMM d, yyyy, h:mm a')} (Pacific time).`

/** The waiver signing page of a booking: the text of its version, then each participant signed or with a form to sign. */
export function WaiverSigning({ token, context, waiver, today }: { token: string; context: ManageContext; waiver: BookingWaiver; today: string }) {
  const { booking, occurrence } = context
  const contactName = `${booking.contactFirstName} ${booking.contactLastName}`
  const unsigned = waiver.participants.filter((p) => !p.signed).length
  return (
    <main id="main" className={manage.page}>
      <h1>Sign the waiver</h1>
      <section className={form.card} aria-labelledby="class-heading">
        <h2 id="class-heading">{occurrence.className}</h2>
        <dl className={manage.details}>
          <dt>Booking number</dt>
          <dd>{booking.bookingNumber}</dd>
          <dt>When</dt>
          <dd>{when(occurrence)}</dd>
        </dl>
      </section>

      {!waiver.open || !waiver.text ? (
        <p className={form.note}>{waiver.version == null ? NO_WAIVER : NOT_CONFIRMED}</p>
      ) : (
        <>
          <section className={form.card} aria-labelledby="waiver-heading">
            <h2 id="waiver-heading">Liability waiver (version {waiver.version})</h2>
            <p className={form.hint}>
              Each participant signs: an adult for themself, and a parent or legal guardian for each participant under 16.
            </p>
            <div className={waiverStyles.text}>{waiver.text}</div>
          </section>
          <section className={form.card} aria-labelledby="signatures-heading">
            <h2 id="signatures-heading">Signatures</h2>
            <p role="status" data-testid="waiver-progress">
              {unsigned === 0 ? 'Everyone on this booking has signed. Thank you!' : `${waiver.participants.length - unsigned} of ${waiver.participants.length} signed.`}
            </p>
            <p className={form.hint}>
              Each signature is emailed to <span className={waiverStyles.address}>{booking.contactEmail}</span> as a PDF, and can be
              downloaded here at any time.
            </p>
            {waiver.participants.map((p) => (
              <div key={p.id} className={waiverStyles.participant}>
                <h3>{p.name}</h3>
                {p.signed ? (
                  <>
                    <p className={waiverStyles.signed}>{signedWords(p.signed)}</p>
                    <p>
                      <a href={`/api/manage-booking/signed-waiver?token=${encodeURIComponent(token)}&participant=${p.id}`} download>
                        Download {p.name}&apos;s signed waiver (PDF)
                      </a>
                    </p>
                  </>
                ) : (
                  <WaiverForm token={token} participant={p} signerName={p.signsAs === 'self' ? p.name : contactName} today={today} />
                )}
              </div>
            ))}
          </section>
        </>
      )}
      <p>
        <Link href={`/manage-booking/${token}`}>Back to your booking</Link>
      </p>
    </main>
  )
}
