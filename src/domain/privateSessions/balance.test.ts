import { describe, expect, it } from 'vitest'

import { balanceStep, declineInWords, type BalanceState } from './balance'

const HOUR = 3_600_000
const start = new Date('2027-03-20T17:00:00Z')
const due = new Date(start.getTime() - 336 * HOUR)
const confirmed: BalanceState = { status: 'confirmed', startTime: start, balanceCents: 30_000, balanceDueAt: due }
const at = (ms: number) => new Date(due.getTime() + ms)

describe('balanceStep', () => {
  it('charges at the due time, not a minute before', () => {
    expect(balanceStep(confirmed, at(-60_000))).toBeNull()
    expect(balanceStep(confirmed, at(0))).toBe('charge')
  })

  it('never charges a paid balance, a zero balance or a session that is not confirmed', () => {
    expect(balanceStep({ ...confirmed, balancePaidAt: at(0) }, at(HOUR))).toBeNull()
    expect(balanceStep({ ...confirmed, balanceCents: 0 }, at(HOUR))).toBeNull()
    expect(balanceStep({ ...confirmed, status: 'cancelled' }, at(HOUR))).toBeNull()
  })

  it('after a decline, reminds every 2 days from the last email until the session starts, never charges again', () => {
    const declined = { ...confirmed, balanceDeclinedAt: at(0) }
    expect(balanceStep(declined, at(47 * HOUR))).toBeNull()
    expect(balanceStep(declined, at(48 * HOUR))).toBe('remind')
    const reminded = { ...declined, balanceReminderSentAt: at(48 * HOUR) }
    expect(balanceStep(reminded, at(95 * HOUR))).toBeNull()
    expect(balanceStep(reminded, at(96 * HOUR))).toBe('remind')
    expect(balanceStep({ ...declined, balanceReminderSentAt: new Date(start.getTime() - HOUR) }, new Date(start.getTime() + 48 * HOUR))).toBeNull()
  })
})

describe('declineInWords', () => {
  it("says Stripe's reason in plain words", () => {
    expect(declineInWords({ code: 'card_declined', declineCode: 'insufficient_funds' })).toBe('the card has insufficient funds')
    expect(declineInWords({ code: 'authentication_required' })).toBe("the card's bank asks the cardholder to confirm the payment")
    expect(declineInWords({ code: 'card_declined', declineCode: 'generic_decline' })).toBe('the card was declined')
    expect(declineInWords({ code: 'weird', message: 'Something odd.' })).toBe('Stripe: Something odd.')
  })
})
