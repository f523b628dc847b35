import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { FaqBrowser, type FaqView } from '@/components/faq/FaqBrowser.client'
import { FALLBACK_FAQ_CATEGORY, FALLBACK_FAQS } from '@/content/fallbackFaqs'
import { type FaqGroup, groupFaqs, richTextToPlain } from '@/domain/faq/faqGroups'
import { getPayloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description: 'Answers about our self-defense classes: what to wear, experience, ages, private and workplace training, booking and policies.',
  path: '/faq',
})

function fallbackGroups(): FaqGroup<FaqView>[] {
  return [
    {
      id: 'general',
      name: FALLBACK_FAQ_CATEGORY,
      description: null,
      displayOrder: 1,
      faqs: FALLBACK_FAQS.map((faq, index) => ({
        id: `fallback-${index}`,
        question: faq.question,
        answerText: faq.answer.join('\n'),
        categoryId: 'general',
        questionOrder: index,
        answer: faq.answer.map((p) => <p key={p}>{p}</p>),
      })),
    },
  ]
}

async function loadGroups(): Promise<FaqGroup<FaqView>[]> {
  const payload = await getPayloadClient()
  try {
    const [categories, faqs] = await Promise.all([
      payload.find({ collection: 'faq-categories', limit: 200, depth: 0, overrideAccess: false, sort: 'displayOrder' }),
      payload.find({ collection: 'faqs', limit: 1000, depth: 0, overrideAccess: false, sort: 'questionOrder' }),
    ])
    const views: FaqView[] = faqs.docs.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answerText: richTextToPlain(faq.answer),
      categoryId: typeof faq.category === 'object' && faq.category ? faq.category.id : (faq.category ?? null),
      questionOrder: faq.questionOrder,
      answer: <RichText data={faq.answer} disableContainer />,
    }))
    return groupFaqs(categories.docs, views)
  } catch (error) {
    payload.logger.error({ err: error }, 'reading FAQs failed; showing the fallback FAQs')
    return fallbackGroups()
  }
}

export default async function FaqPage() {
  const groups = await loadGroups()
  return (
    <main id="main" className="page">
      <section className="hero">
        <div className="container">
          <h1>Frequently Asked Questions</h1>
          <p>Everything you need to know before your first class. Can&apos;t find your answer? Just ask.</p>
        </div>
      </section>
      <div className="container section">
        <FaqBrowser groups={groups} />
      </div>
    </main>
  )
}
