import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { FaqBrowser, type FaqView } from '@/components/faq/FaqBrowser.client'
import { FALLBACK_FAQ_CATEGORY, FALLBACK_FAQS } from '@/content/fallbackFaqs'
import { type FaqGroup, groupFaqs, richTextToPlain } from '@/domain/faq/faqGroups'
import { jsonLdScript } from '@/components/seo/eventJsonLd'
import { faqPageJsonLd } from '@/components/seo/faqPageJsonLd'
import { env } from '@/lib/env'
import { relationId } from '@/lib/relationId'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { getFaqs, keepOnlyBriefly } from '@/server/siteContent'

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
  try {
    const { categories, faqs } = await getFaqs()
    const views: FaqView[] = faqs.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answerText: richTextToPlain(faq.answer),
      categoryId: relationId(faq.category),
      questionOrder: faq.questionOrder,
      answer: <RichText data={faq.answer} disableContainer />,
    }))
    return groupFaqs(categories, views)
  } catch (error) {
    console.error('reading FAQs failed; showing the fallback FAQs', error)
    await keepOnlyBriefly().catch(() => {})
    return fallbackGroups()
  }
}

export default async function FaqPage() {
  const groups = await loadGroups()
  const faqPage = faqPageJsonLd(
    groups.flatMap((g) => g.faqs.map((f) => ({ question: f.question, answer: f.answerText }))),
    new URL('/faq', env.SERVER_URL).toString(),
  )
  return (
    <main id="main" className="page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqPage) }} />
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
