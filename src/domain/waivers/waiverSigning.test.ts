import { describe, expect, it } from 'vitest'

import { hasSigned, isWaiverReminderDue, needsWaiver, signatureProblems, signsAs } from './waiverSigning'

const mother = { firstName: 'Maria', lastName: 'Lopez', ageGroup: '16+' }
const daughter = { firstName: 'Ana', lastName: 'Lopez', ageGroup: '12-15' }
const today = '2026-11-25'
const valid = { signerName: 'Maria Lopez', relationship: 'Self', signedDate: today, typedSignature: 'Maria Lopez', agreed: true }

describe('signatureProblems', () => {
  it('accepts an adult signing for herself and a mother signing for her daughter', () => {
    expect(signatureProblems(valid, mother, today)).toEqual([])
    expect(signatureProblems({ ...valid, relationship: 'Mother' }, daughter, today)).toEqual([])
  })

  it('refuses an unticked "I agree", a signature that is not the name, and another day', () => {
    expect(signatureProblems({ ...valid, agreed: false }, mother, today)).toEqual(['Please tick "I agree" to sign the waiver.'])
    expect(signatureProblems({ ...valid, typedSignature: 'M.' }, mother, today)).toHaveLength(1)
    expect(signatureProblems({ ...valid, signedDate: '2026-11-24' }, mother, today)).toEqual(['Please date the waiver today (2026-11-25).'])
  })

  it('lets an adult sign only for themself, and a minor only through a parent or guardian', () => {
    expect(signatureProblems({ ...valid, signerName: 'Rosa Lopez', typedSignature: 'Rosa Lopez' }, mother, today)).toHaveLength(1)
    expect(signatureProblems({ ...valid, relationship: 'Mother' }, mother, today)).toHaveLength(1)
    expect(signatureProblems(valid, daughter, today)).toHaveLength(1)
    expect(signsAs(daughter)).toBe('guardian')
  })

  it('compares names without case or extra spaces', () => {
    expect(signatureProblems({ ...valid, signerName: ' maria  lopez', typedSignature: 'MARIA LOPEZ' }, mother, today)).toEqual([])
  })
})

describe('hasSigned', () => {
  const participant = { ...daughter, id: 7 }
  it('needs the booking version and the name of the person now in that place', () => {
    expect(hasSigned(participant, 2, [{ participant: 7, waiverVersion: 2, participantName: 'Ana Lopez' }])).toBe(true)
    expect(hasSigned(participant, 2, [{ participant: 7, waiverVersion: 1, participantName: 'Ana Lopez' }])).toBe(false)
    expect(hasSigned(participant, 2, [{ participant: 7, waiverVersion: 2, participantName: 'Eva Lopez' }])).toBe(false)
  })
})

describe('needsWaiver and the reminder', () => {
  it('asks confirmed bookings that recorded a version', () => {
    expect(needsWaiver({ status: 'confirmed', waiverVersion: 1 })).toBe(true)
    expect(needsWaiver({ status: 'confirmed', waiverVersion: null })).toBe(false)
    expect(needsWaiver({ status: 'held', waiverVersion: 1 })).toBe(false)
  })

  it('is due from 48 hours before the start until it', () => {
    const start = new Date('2026-11-27T18:00:00Z')
    expect(isWaiverReminderDue(start, new Date('2026-11-25T18:00:00Z'))).toBe(true)
    expect(isWaiverReminderDue(start, new Date('2026-11-25T17:59:59Z'))).toBe(false)
    expect(isWaiverReminderDue(start, start)).toBe(false)
  })
})
