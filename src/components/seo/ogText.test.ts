import { describe, expect, it } from 'vitest'

import { ogText } from './ogText'

describe('ogText', () => {
  it('keeps Latin text with accents and typographic punctuation', () => {
    expect(ogText('Mother & Daughter — Café “Señora” class…', 80)).toBe('Mother & Daughter — Café “Señora” class…')
  })

  it('drops what the bundled font cannot draw (emoji, other scripts) and collapses the spaces left', () => {
    expect(ogText('Self-Defense 💪  Class 护身', 80)).toBe('Self-Defense Class')
  })

  it('shortens long text with an ellipsis', () => {
    expect(ogText('Adult & Teen Self-Defense Workshop', 12)).toBe('Adult & Tee…')
    expect(ogText('Adult', 12)).toBe('Adult')
  })
})
