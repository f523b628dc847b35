export type FaqEntry = { question: string; answer: string }

/** schema.org FAQPage of the questions shown on /faq, each with its answer as plain text. Empty answers are left out. */
export function faqPageJsonLd(entries: readonly FaqEntry[], pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: entries
      .filter((e) => e.question.trim() && e.answer.trim())
      .map((e) => ({
        '@type': 'Question',
        name: e.question.trim(),
        acceptedAnswer: { '@type': 'Answer', text: e.answer.trim() },
      })),
  }
}
