import type { ServerProps } from 'payload'

import { DASHBOARD_DAYS } from '@/domain/admin/dashboard'
import { pacificDateTime, seatsColumn } from '@/domain/admin/listColumns'
import type { User } from '@/payload-types'
import { loadDashboard } from '@/server/admin/dashboard'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem 1.25rem', marginBottom: '1.5rem' }
const cell = { padding: '0.35rem 0.75rem 0.35rem 0', textAlign: 'left' as const }

/** The dashboard panel of /cms: the coming week's classes and their seats, bookings to review, customers of cancelled classes who have not chosen, refunds Stripe refused, emails that failed. */
export async function OwnerDashboard({ payload, user }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const { classes, review, unchosen, failedRefunds, failedEmails } = await loadDashboard(payload, user as User, new Date())
  const admin = payload.config.routes.admin
  return (
    <div className="gutter--left gutter--right" data-testid="owner-dashboard">
      <section style={box} aria-labelledby="dash-classes">
        <h2 id="dash-classes">Classes in the next {DASHBOARD_DAYS} days</h2>
        {classes.length === 0 ? (
          <p>No classes in the next {DASHBOARD_DAYS} days.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th style={cell}>When (Pacific)</th>
                <th style={cell}>Class</th>
                <th style={cell}>City</th>
                <th style={cell}>Seats taken / spots</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id} data-schedule-id={c.id}>
                  <td style={cell}>{c.startTime ? pacificDateTime(c.startTime) : ''}</td>
                  <td style={cell}>
                    <a href={`${admin}/collections/schedules/${c.id}`}>{c.className}</a>
                  </td>
                  <td style={cell}>{c.city}</td>
                  <td style={cell}>
                    {seatsColumn(c.taken, c.spots)}
                    {c.remaining <= 0 ? ' (full)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section style={box} aria-labelledby="dash-review">
        <h2 id="dash-review">Bookings needing review ({review.total})</h2>
        {review.total === 0 ? (
          <p>None: every booking is settled.</p>
        ) : (
          <ul>
            {review.docs.map((b) => (
              <li key={b.id}>
                <a href={`${admin}/collections/bookings/${b.id}`}>{b.bookingNumber}</a> · {b.name} · {b.email}
              </li>
            ))}
          </ul>
        )}
      </section>

      {unchosen.total > 0 && (
        <section style={box} aria-labelledby="dash-unchosen">
          <h2 id="dash-unchosen">Cancelled classes: customers who have not chosen ({unchosen.total})</h2>
          <p>Each was emailed a choice of a full refund or a free move; nothing is refunded until they choose.</p>
          <ul>
            {unchosen.docs.map((b) => (
              <li key={b.id}>
                <a href={`${admin}/collections/bookings/${b.id}`}>{b.bookingNumber}</a> · {b.name} · {b.email}
              </li>
            ))}
          </ul>
        </section>
      )}

      {failedRefunds.total > 0 && (
        <section style={box} aria-labelledby="dash-refunds">
          <h2 id="dash-refunds">Refunds Stripe refused ({failedRefunds.total})</h2>
          <p>Each is asked again automatically, waiting longer each time; open the booking to retry now.</p>
          <ul>
            {failedRefunds.docs.map((b) => (
              <li key={b.id}>
                <a href={`${admin}/collections/bookings/${b.id}`}>{b.bookingNumber}</a> · {b.name} · {b.email} · {b.attempts}{' '}
                {b.attempts === 1 ? 'attempt' : 'attempts'} · {b.lastError}
              </li>
            ))}
          </ul>
        </section>
      )}

      {failedEmails && (
        <section style={box} aria-labelledby="dash-emails">
          <h2 id="dash-emails">Emails that failed ({failedEmails.total})</h2>
          {failedEmails.total === 0 ? (
            <p>None: every email was delivered or is on its way.</p>
          ) : (
            <ul>
              {failedEmails.docs.map((e) => (
                <li key={e.id}>
                  <a href={`${admin}/collections/emails/${e.id}`}>{e.subject}</a> · {e.to} · {e.status} · {pacificDateTime(e.at)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
