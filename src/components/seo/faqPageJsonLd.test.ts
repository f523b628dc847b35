import { describe, expect, it } from 'vitest'

import { faqPageJsonLd } from './faqPageJsonLd'

describe('faqPageJsonLd', () => {
  it('gives each question with its accepted answer', () => {
    const doc = faqPageJsonLd(
      [
        { question: ' What should I wear? ', answer: 'Comfortable clothes.\nSneakers.' },
        { question: 'Do I need experience?', answer: 'No.' },
      ],
      'https://swsd.example/faq',
    )
    expect(doc).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://swsd.example/faq',
      mainEntity: [
        { '@type': 'Question', name: 'What should I wear?', acceptedAnswer: { '@type': 'Answer', text: 'Comfortable clothes.\nSneakers.' } },
        { '@type': 'Question', name: 'Do I need experience?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
      ],
    })
  })

  it('leaves out a question without an answer (schema.org requires acceptedAnswer text)', () => {
    expect(faqPageJsonLd([{ question: 'Empty?', answer: '  ' }], 'https://swsd.example/faq').mainEntity).toEqual([])
  })
})
