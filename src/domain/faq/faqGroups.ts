export const DEFAULT_ORDER = 999
export const OTHER_CATEGORY = 'Other'

export type FaqCategoryInput = { id: number | string; name: string; displayOrder?: number | null; description?: string | null }
export type FaqInput = {
  id: number | string
  question: string
  /** The answer as plain text, for search. */
  answerText: string
  /** The category id, or null when the FAQ has none. */
  categoryId: number | string | null
  questionOrder?: number | null
}

export type FaqGroup<F extends FaqInput = FaqInput> = {
  id: string
  name: string
  description: string | null
  displayOrder: number
  faqs: F[]
}

const order = (value: number | null | undefined) => value ?? DEFAULT_ORDER

/**
 * Groups FAQs under their (active, visible) categories in display order, questions in question order; FAQs without
 * a category go under a synthetic 'Other' category (display order 999). FAQs whose category is not among the
 * given categories (an inactive category) are not shown. Empty categories are dropped.
 */
export function groupFaqs<F extends FaqInput>(categories: readonly FaqCategoryInput[], faqs: readonly F[]): FaqGroup<F>[] {
  const groups: FaqGroup<F>[] = categories.map((c) => ({
    id: String(c.id),
    name: c.name,
    description: c.description ?? null,
    displayOrder: order(c.displayOrder),
    faqs: [],
  }))
  const other: FaqGroup<F> = { id: 'other', name: OTHER_CATEGORY, description: null, displayOrder: DEFAULT_ORDER, faqs: [] }
  const byId = new Map(groups.map((g) => [g.id, g]))
  for (const faq of faqs) {
    if (faq.categoryId === null) other.faqs.push(faq)
    else byId.get(String(faq.categoryId))?.faqs.push(faq)
  }
  const all = [...groups, other]
  for (const group of all) group.faqs.sort((a, b) => order(a.questionOrder) - order(b.questionOrder))
  return all
    .map((group, index) => ({ group, index }))
    .filter(({ group }) => group.faqs.length > 0)
    .sort((a, b) => a.group.displayOrder - b.group.displayOrder || a.index - b.index)
    .map(({ group }) => group)
}

/** Keeps the FAQs whose question or answer contains the query (case-insensitive); drops categories left empty. */
export function searchFaqs<F extends FaqInput>(groups: readonly FaqGroup<F>[], query: string): FaqGroup<F>[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...groups]
  return groups
    .map((group) => ({
      ...group,
      faqs: group.faqs.filter((f) => f.question.toLowerCase().includes(needle) || f.answerText.toLowerCase().includes(needle)),
    }))
    .filter((group) => group.faqs.length > 0)
}

/** A section can be collapsed only when more than one is shown. */
export const isCollapsible = (shownGroups: number): boolean => shownGroups > 1

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The plain text of a Lexical rich-text value, one line per block. */
export function richTextToPlain(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root) return ''
  const blocks: string[] = []
  const inline = (node: LexicalNode): string =>
    typeof node.text === 'string' ? node.text : node.type === 'linebreak' ? '\n' : (node.children ?? []).map(inline).join('')
  const walk = (node: LexicalNode) => {
    const children = node.children ?? []
    const hasBlockChildren = children.some((c) => Array.isArray(c.children) && c.type !== 'link' && c.type !== 'autolink')
    if (hasBlockChildren) children.forEach(walk)
    else blocks.push(inline(node))
  }
  ;(root.children ?? []).forEach(walk)
  return blocks.filter(Boolean).join('\n')
}
