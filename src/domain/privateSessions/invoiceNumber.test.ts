import { describe, expect, it } from 'vitest'

import { invoiceFileName, invoiceNumber, invoiceYear, nextInvoiceNumber, parseInvoiceNumber } from './invoiceNumber'

describe('receipt numbers', () => {
  it('are INV-, the year and a four-digit sequence', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-0001')
    expect(invoiceNumber(2026, 42)).toBe('INV-2026-0042')
    expect(invoiceNumber(2026, 10_000)).toBe('INV-2026-10000')
  })

  it('follow the year’s highest, and start at 0001 in a year with none', () => {
    expect(nextInvoiceNumber(2026, null)).toBe('INV-2026-0001')
    expect(nextInvoiceNumber(2026, 19)).toBe('INV-2026-0020')
    expect(nextInvoiceNumber(2026, 9999)).toBe('INV-2026-10000')
  })

  it('parse back, and refuse what is not one', () => {
    expect(parseInvoiceNumber('INV-2027-0003')).toEqual({ year: 2027, sequence: 3 })
    expect(parseInvoiceNumber('INV-2027-3')).toBeNull()
    expect(parseInvoiceNumber('INV-2027-0003.pdf')).toBeNull()
    expect(parseInvoiceNumber('../etc')).toBeNull()
  })

  it('take the Pacific year: 1 a.m. UTC on January 1 is still December 31 in Los Angeles', () => {
    expect(invoiceYear(new Date('2027-01-01T01:00:00Z'))).toBe(2026)
    expect(invoiceYear(new Date('2027-01-01T08:00:00Z'))).toBe(2027)
  })

  it('name the PDF after the number', () => {
    expect(invoiceFileName('INV-2026-0001')).toBe('INV-2026-0001.pdf')
  })
})
