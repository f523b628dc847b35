import { describe, expect, it } from 'vitest'

import { escapeCell } from './escapeCell'

describe('escapeCell', () => {
  it.each(['=SUM(A1:A2)', '+1 925 555 0100', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(escapeCell(value)).toBe(`'${value}`)
  })
  it('leaves ordinary text, inner formula characters and empty values alone', () => {
    expect(escapeCell('Ada')).toBe('Ada')
    expect(escapeCell('a=b')).toBe('a=b')
    expect(escapeCell(' =x')).toBe(' =x')
    expect(escapeCell('')).toBe('')
    expect(escapeCell(null)).toBe('')
    expect(escapeCell(undefined)).toBe('')
    expect(escapeCell(12)).toBe('12')
  })
})
