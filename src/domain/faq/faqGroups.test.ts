import { describe, expect, it } from 'vitest'

import { groupFaqs, isCollapsible, richTextToPlain, searchFaqs } from './faqGroups'

const categories = [
  { id: 2, name: 'Booking', displayOrder: 4 },
  { id: 1, name: 'Getting Started', displayOrder: 1, description: 'Before your first class.' },
  { id: 3, name: 'Empty', displayOrder: 2 },
  { id: 4, name: 'No order' },
]
const faq = (id: number, question: string, categoryId: number | null, questionOrder?: number, answerText = '') => ({
  id,
  question,
  answerText,
  categoryId,
  questionOrder,
})

describe('groupFaqs', () => {
  const groups = groupFaqs(categories, [
    faq(1, 'Refunds?', 2, 2),
    faq(2, 'What to wear?', 1, 2, 'Comfortable CLOTHING'),
    faq(3, 'Experience needed?', 1, 1),
    faq(4, 'Parking?', null),
    faq(5, 'Cancellations?', 2),
    faq(6, 'Gift cards?', 99),
    faq(7, 'Unordered?', 4),
  ])

  it('orders categories by display order, drops empty ones and puts uncategorised FAQs under Other', () => {
    expect(groups.map((g) => g.name)).toEqual(['Getting Started', 'Booking', 'No order', 'Other'])
  })

  it('orders questions by question order, missing order last (999)', () => {
    expect(groups[0].faqs.map((f) => f.id)).toEqual([3, 2])
    expect(groups[1].faqs.map((f) => f.id)).toEqual([1, 5])
  })

  it('leaves out FAQs of a category that is not shown', () => {
    expect(groups.flatMap((g) => g.faqs.map((f) => f.id))).not.toContain(6)
  })

  it('searches questions and answers case-insensitively and drops empty categories', () => {
    expect(searchFaqs(groups, 'clothing').map((g) => [g.name, g.faqs.map((f) => f.id)])).toEqual([['Getting Started', [2]]])
    expect(searchFaqs(groups, 'PARK').map((g) => g.name)).toEqual(['Other'])
    expect(searchFaqs(groups, 'zzz')).toEqual([])
    expect(searchFaqs(groups, '  ')).toHaveLength(4)
  })
})

describe('isCollapsible', () => {
  it('is false with a single category shown', () => {
    expect(isCollapsible(1)).toBe(false)
    expect(isCollapsible(2)).toBe(true)
  })
})

describe('richTextToPlain', () => {
  it('joins the text of every paragraph', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Hello ' }, { type: 'link', children: [{ type: 'text', text: 'world' }] }] },
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'item' }] }] },
        ],
      },
    }
    expect(richTextToPlain(value)).toBe('Hello world\nitem')
    expect(richTextToPlain(null)).toBe('')
  })
})
