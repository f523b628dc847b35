import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import type { BookingWaiver } from '@/server/waivers/bookingWaiver'

/** The manage page's pointer to the waiver: how many have signed, and the link to sign. */
export function WaiverLink({ token, waiver }: { token: string; waiver: BookingWaiver }) {
  const unsigned = waiver.participants.filter((p) => !p.signed).length
  return (
    <section className={form.card} aria-labelledby="waiver-heading">
      <h2 id="waiver-heading">Liability waiver</h2>
      <p data-testid="waiver-summary">
        {unsigned === 0
          ? 'Everyone on this booking has signed the waiver.'
          : `Every participant signs the waiver before class (a parent or guardian for anyone under 16): ${unsigned} of ${waiver.participants.length} still to sign.`}
      </p>
      <p>
        <Link href={`/manage-booking/${token}/waiver`}>{unsigned === 0 ? 'See the signed waiver' : 'Sign the waiver'}</Link>
      </p>
    </section>
  )
}
