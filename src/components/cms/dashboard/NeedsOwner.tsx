import type { ReactNode } from 'react'

import { DASHBOARD_DAYS } from '@/domain/cms/dashboard'
import { pacificDateTime } from '@/domain/cms/listColumnFormats'
import { formatCents } from '@/domain/bookings/pricing'
import { refusedRefundHref, refusedRefundText } from '@/domain/cms/refusedRefund'
import { count } from '@/domain/text/count'
import type { Dashboard } from '@/server/admin/dashboard'

import { RetryRefundNow } from '../RetryRefundButton'

import { panel, panelHeading, share } from './styles'

const SHOWN = 3

type Item = { key: string; href: string; text: string; /** A button beside it: the items then read one a line. */ action?: ReactNode }
type Need = {
  id: string
  title: string
  total: number
  items: Item[]
  all?: string
}

function NeedRow({ need }: { need: Need }) {
  return (
    <li data-need={need.id} data-count={need.total} style={{ marginBottom: '0.3rem', listStyle: 'none' }}>
      <section aria-labelledby={`need-${need.id}`} style={{ display: 'inline' }}>
        <h3
          id={`need-${need.id}`}
          style={{
            display: 'inline',
            fontSize: '0.85rem',
            opacity: need.total ? 1 : 0.7,
          }}
        >
          {need.title} ({need.total})
        </h3>
        {need.items.some((item) => item.action) ? (
          <ul style={{ margin: '0.2rem 0 0.4rem', paddingLeft: '1rem' }}>
            {need.items.slice(0, SHOWN).map((item) => (
              <li key={item.key} style={{ marginBottom: '0.3rem' }}>
                <a href={item.href}>{item.text}</a> {item.action}
              </li>
            ))}
            {need.total > SHOWN && <li style={{ listStyle: 'none' }}>{`and ${need.total - SHOWN} more`}</li>}
          </ul>
        ) : need.items.length > 0 && (
          <span>
            {': '}
            {need.items.slice(0, SHOWN).map((item, i) => (
              <span key={item.key}>
                {i > 0 && ', '}
                <a href={item.href}>{item.text}</a>
              </span>
            ))}
            {need.total > SHOWN &&
              (need.all ? <a href={need.all}>{` and ${need.total - SHOWN} more`}</a> : ` and ${need.total - SHOWN} more`)}
          </span>
        )}
      </section>
    </li>
  )
}

/** What is waiting for the owner, one line each: how many, and the first few to open. */
export function NeedsOwner({ dashboard, admin }: { dashboard: Dashboard; admin: string }) {
  const booking = (b: { id: number; bookingNumber: string; name: string }): Item => ({
    key: `b${b.id}`,
    href: `${admin}/collections/bookings/${b.id}`,
    text: `${b.bookingNumber} (${b.name})`,
  })
  const underMinimum = dashboard.classes.filter((c) => c.underMinimum != null)
  const needs: Need[] = [
    {
      id: 'review',
      title: 'Bookings needing review',
      total: dashboard.review.total,
      items: dashboard.review.docs.map(booking),
      all: `${admin}/collections/bookings?where[status][equals]=needs-review`,
    },
    {
      id: 'refunds',
      title: 'Refunds not gone through yet',
      total: dashboard.failedRefunds.total,
      items: dashboard.failedRefunds.docs.map((r) => ({
        key: `${r.kind}${r.id}`,
        href: refusedRefundHref(admin, r),
        text: refusedRefundText(r),
        action: dashboard.figures && (
          <RetryRefundNow
            target={r.kind === 'booking' ? { bookingId: r.id } : { privateSessionId: r.id }}
            label={`Retry refund now: ${r.kind === 'booking' ? `booking ${r.reference}` : `private session ${r.reference}`}`}
          />
        ),
      })),
    },
    ...(dashboard.failedEmails
      ? [
          {
            id: 'emails',
            title: 'Emails that failed',
            total: dashboard.failedEmails.total,
            items: dashboard.failedEmails.docs.map((e) => ({
              key: `e${e.id}`,
              href: `${admin}/collections/emails/${e.id}`,
              text: `${e.to}, ${pacificDateTime(e.at)}`,
            })),
            all: `${admin}/collections/emails`,
          },
        ]
      : []),
    ...(dashboard.overdueBalances
      ? [
          {
            id: 'balances',
            title: 'Private session balances overdue',
            total: dashboard.overdueBalances.total,
            items: dashboard.overdueBalances.docs.map((p) => ({
              key: `p${p.id}`,
              href: `${admin}/collections/private-sessions/${p.id}`,
              text: `${p.organizerName}, ${pacificDateTime(p.startTime)}: ${formatCents(p.balanceCents)}${p.reason ? ` (${p.reason})` : ''}`,
            })),
            all: `${admin}/collections/private-sessions?where[balanceDeclinedAt][exists]=true&where[balancePaidAt][exists]=false`,
          },
        ]
      : []),
    {
      id: 'unchosen',
      title: 'Cancelled classes: customers who have not chosen',
      total: dashboard.unchosen.total,
      items: dashboard.unchosen.docs.map(booking),
    },
    {
      id: 'offers',
      title: 'Waitlist offers not yet paid',
      total: dashboard.offers.total,
      items: dashboard.offers.docs.map((o) => ({
        key: `w${o.id}`,
        href: `${admin}/collections/waitlist-entries/${o.id}`,
        text: `${o.name} (${o.className}${o.startTime ? `, ${pacificDateTime(o.startTime)}` : ''}), offered until ${o.offeredUntil ? `${pacificDateTime(o.offeredUntil)} Pacific` : 'no end set'}`,
      })),
      all: `${admin}/collections/waitlist-entries?where[status][equals]=offered`,
    },
    {
      id: 'waivers',
      title: `Unsigned waivers, classes in the next ${DASHBOARD_DAYS} days`,
      total: dashboard.unsignedWaivers.length,
      items: dashboard.unsignedWaivers.map((c) => ({
        key: `v${c.scheduleId}`,
        href: `/admin/attendance?classScheduleId=${c.scheduleId}`,
        text: `${c.className}, ${pacificDateTime(c.startTime)}: ${count(c.unsigned, 'participant')} not signed`,
      })),
    },
    {
      id: 'minimum',
      title: 'Classes under their minimum',
      total: underMinimum.length,
      items: underMinimum.map((c) => ({
        key: `s${c.id}`,
        href: `${admin}/collections/schedules/${c.id}`,
        text: `${c.className}, ${pacificDateTime(c.startTime)} (${c.taken} of ${c.underMinimum})`,
      })),
    },
  ]
  const waiting = needs.filter((n) => n.total > 0).length
  return (
    <section
      style={{ ...panel, ...share(2, 340), maxHeight: 290, overflow: 'auto' }}
      aria-labelledby="dash-needs"
      data-testid="needs-owner"
    >
      <h2 id="dash-needs" style={panelHeading}>
        Needs you: {waiting === 0 ? 'nothing' : count(waiting, 'thing', 'things')}
      </h2>
      <ul style={{ margin: 0, padding: 0 }}>
        {needs.map((n) => (
          <NeedRow key={n.id} need={n} />
        ))}
      </ul>
    </section>
  )
}
