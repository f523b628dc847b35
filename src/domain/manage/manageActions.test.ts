import { describe, expect, it } from 'vitest'

import { acceptsMove, isHostedByPartner, manageOptions, moveFeeCents } from './manageActions'

const start = new Date('2026-06-20T17:00:00Z')
const daysBefore = (days: number) => new Date(start.getTime() - days * 86_400_000)
const confirmed = { status: 'confirmed' as const, hostedByPartner: false, classCancelled: false, start }

describe('manageOptions', () => {
  it('offers a refund or a move (and a substitution) from 14 days out', () => {
    expect(manageOptions(confirmed, daysBefore(20))).toEqual({ tier: 'full-refund-or-move', actions: ['cancel-refund', 'move', 'substitute'] })
    expect(manageOptions(confirmed, daysBefore(14)).actions).toContain('cancel-refund')
  })

  it('offers a class credit from 3 to 13 days, never a refund or a move', () => {
    const { tier, actions } = manageOptions(confirmed, daysBefore(5))
    expect(tier).toBe('class-credit')
    expect(actions).toEqual(['cancel-credit', 'substitute'])
  })

  it('offers only a substitution under 72 hours, until the start', () => {
    expect(manageOptions(confirmed, daysBefore(1))).toEqual({ tier: 'no-refund', actions: ['substitute'] })
    expect(manageOptions(confirmed, new Date(start.getTime() - 1000)).actions).toEqual(['substitute'])
    expect(manageOptions(confirmed, start)).toEqual({ tier: 'started', actions: [] })
  })

  it('offers a full refund or a move out of a class the studio cancelled, whatever the days left, until the customer chooses', () => {
    for (const days of [20, 5, 1, -1]) {
      expect(manageOptions({ ...confirmed, classCancelled: true }, daysBefore(days))).toEqual({ tier: 'class-cancelled', actions: ['cancel-refund', 'move'] })
    }
    for (const status of ['cancelled', 'refunded', 'held'] as const) {
      expect(manageOptions({ ...confirmed, status, classCancelled: true }, daysBefore(20))).toEqual({ tier: 'inactive', actions: [] })
      expect(manageOptions({ ...confirmed, status, classCancelled: true }, daysBefore(-1))).toEqual({ tier: 'inactive', actions: [] })
    }
    expect(manageOptions({ ...confirmed, classCancelled: true, hostedByPartner: true }, daysBefore(20)).actions).toEqual([])
  })

  it('offers nothing for a partner-hosted booking or a booking that is not confirmed', () => {
    expect(manageOptions({ ...confirmed, hostedByPartner: true }, daysBefore(20))).toEqual({ tier: 'organizer', actions: [] })
    for (const status of ['cancelled', 'refunded', 'held', 'expired', 'needs-review'] as const) {
      expect(manageOptions({ ...confirmed, status }, daysBefore(20))).toEqual({ tier: 'inactive', actions: [] })
    }
    expect(manageOptions({ ...confirmed, start: null }, daysBefore(20)).actions).toEqual([])
  })
})

describe('moveFeeCents', () => {
  it('is free the first time and $20 each time after', () => {
    expect([0, 1, 2, 5].map((n) => moveFeeCents(n))).toEqual([0, 2000, 2000, 2000])
  })

  it('is free out of a class the studio cancelled, however often the booking moved before', () => {
    expect(moveFeeCents(3, 'class-cancelled')).toBe(0)
    expect(moveFeeCents(3, 'full-refund-or-move')).toBe(2000)
  })
})

describe('acceptsMove', () => {
  it('takes classes open for registration, and those not open yet only out of a class the studio cancelled', () => {
    expect(acceptsMove('register', 'full-refund-or-move')).toBe(true)
    expect(acceptsMove('opens-later', 'full-refund-or-move')).toBe(false)
    expect(acceptsMove('opens-later', 'class-cancelled')).toBe(true)
    for (const kind of ['full', 'closed', 'cancelled', 'contact'] as const) expect(acceptsMove(kind, 'class-cancelled')).toBe(false)
  })
})

describe('isHostedByPartner', () => {
  const ours = { bookingMethod: 'swsd website', partnerOrganization: 'SWSD Self-Defense' }
  it('is false only for a website booking of our own public class', () => {
    expect(isHostedByPartner({ source: 'website', classType: 'adult' }, ours, ' swsd self-defense ')).toBe(false)
    expect(isHostedByPartner({ source: 'import', classType: 'adult' }, ours, 'SWSD Self-Defense')).toBe(true)
    expect(isHostedByPartner({ source: 'website', classType: 'community-mother-daughter' }, ours, 'SWSD Self-Defense')).toBe(true)
    expect(isHostedByPartner({ source: 'website', classType: 'adult' }, { ...ours, partnerOrganization: 'City of Walnut Creek' }, 'SWSD Self-Defense')).toBe(true)
  })
})
