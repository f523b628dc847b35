import { describe, expect, it } from 'vitest'

import { IMPORT_MESSAGES, IMPORT_TEMPLATE_CSV, importRowSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseImportCsv } from './importCsv'

const HEADER = 'bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId'

describe('parseImportCsv', () => {
  it('groups rows by bookingGroupId with the adult with an email as the contact', () => {
    const result = parseImportCsv(IMPORT_TEMPLATE_CSV)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.groups.map((g) => [g.bookingGroupId, g.participants.length, g.errors])).toEqual([
      ['GROUP-001', 2, []],
      ['GROUP-002', 1, []],
    ])
    expect(result.groups[0].contact).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '(925) 555-0100' })
    expect(result.groups[0].participants[0].isPrimaryContact).toBe(true)
    expect(result.groups[0].classScheduleId).toBe(123)
  })

  it('keeps quoted commas and trims cells and headers', () => {
    const result = parseImportCsv(` bookingGroupId ,firstName,lastName,email,phone,ageGroup,classScheduleId\r\n G1 ,"Mary, Ann", "O'Hara" ,a@example.com,,16+,7\r\n`)
    expect(result.ok && result.groups[0].participants[0]).toMatchObject({ firstName: 'Mary, Ann', lastName: "O'Hara" })
  })

  it('refuses empty files, missing columns, and files over the size or row limit', () => {
    expect(parseImportCsv('')).toEqual({ ok: false, error: IMPORT_MESSAGES.empty })
    expect(parseImportCsv(`${HEADER}\n`)).toEqual({ ok: false, error: IMPORT_MESSAGES.empty })
    expect(parseImportCsv('bookingGroupId,firstName\nG1,Ann\n')).toEqual({
      ok: false,
      error: 'Missing required columns: lastName, email, phone, ageGroup, classScheduleId',
    })
    expect(parseImportCsv(`${HEADER}\n${'x'.repeat(MAX_IMPORT_BYTES)}`)).toEqual({ ok: false, error: IMPORT_MESSAGES.tooLarge })
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `G${i},A,B,a${i}@example.com,,16+,1`)
    expect(parseImportCsv([HEADER, ...rows].join('\n'))).toEqual({ ok: false, error: IMPORT_MESSAGES.tooManyRows })
  })

  it('reports bad rows by line and leaves good groups importable', () => {
    const result = parseImportCsv(
      [
        HEADER,
        'G1,Ann,Lee,ann@example.com,,16+,5',
        'G2,Bea,,bea@example.com,,Adult,x',
        'G3,Cat,Ng,,,16+,5',
        'G4,Dee,Ong,dee@example.com,,16+,5',
        'G4,Eve,Ong,eve@example.com,,16+,5',
        'G5,Fay,Poe,fay@example.com,,16+,5',
        'G5,Gus,Poe,,,12-15,6',
      ].join('\n'),
    )
    if (!result.ok) throw new Error(result.error)
    const errors = Object.fromEntries(result.groups.map((g) => [g.bookingGroupId, g.errors]))
    expect(errors.G1).toEqual([])
    expect(errors.G2).toEqual([
      "Line 3: lastName is required; ageGroup must be exactly 'Under 12', '12-15' or '16+'; classScheduleId must be the number of a class schedule",
    ])
    expect(errors.G3).toEqual([IMPORT_MESSAGES.oneAdult(0)])
    expect(errors.G4).toEqual([IMPORT_MESSAGES.oneAdult(2)])
    expect(errors.G5).toEqual([IMPORT_MESSAGES.mixedSchedules])
  })

  it('accepts a missing phone and refuses an invalid email', () => {
    const result = parseImportCsv(`${HEADER}\nG1,Ann,Lee,not-an-email,,16+,5\nG2,Bo,Li,bo@example.com,,16+,5`)
    if (!result.ok) throw new Error(result.error)
    expect(result.groups[0].errors).toEqual(['Line 2: email is not a valid email address'])
    expect(result.groups[1].errors).toEqual([])
  })
})

describe('name limits', () => {
  it('refuses an imported name over the one limit of the booking forms, naming the column', () => {
    const row = { bookingGroupId: 'G1', firstName: 'J'.repeat(51), lastName: 'Doe', email: 'jane@example.com', phone: '', ageGroup: '16+', classScheduleId: '7' }
    const parsed = importRowSchema.safeParse(row)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('firstName is too long (50 characters at most).')
    expect(importRowSchema.safeParse({ ...row, firstName: 'J'.repeat(50) }).success).toBe(true)
  })
})
