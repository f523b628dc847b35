'use client'

import { Link } from '@/components/layout/Link'
import { type ReactNode, useId, useMemo, useState } from 'react'

import { type FaqGroup, type FaqInput, isCollapsible, searchFaqs } from '@/domain/faq/faqGroups'
import { count } from '@/domain/text/count'

export type FaqView = FaqInput & { answer: ReactNode }

function Category({ group, collapsible }: { group: FaqGroup<FaqView>; collapsible: boolean }) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  const expanded = !collapsible || open
  return (
    <section className="faq-category" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} style={{ margin: 0 }}>
        {collapsible ? (
          <button type="button" className="faq-category__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
            <span aria-hidden="true">{open ? '−' : '+'}</span>
            {group.name}
          </button>
        ) : (
          group.name
        )}
      </h2>
      {group.description && <p className="lead">{group.description}</p>}
      <div id={panelId} hidden={!expanded}>
        {group.faqs.map((faq) => (
          <article key={faq.id} className="faq-item">
            <h3>{faq.question}</h3>
            <div>{faq.answer}</div>
          </article>
        ))}
      </div>
    </section>
  )
}

/** The search box and the categories it filters. */
export function FaqBrowser({ groups }: { groups: FaqGroup<FaqView>[] }) {
  const [query, setQuery] = useState('')
  const shown = useMemo(() => searchFaqs(groups, query), [groups, query])
  const collapsible = isCollapsible(shown.length)

  return (
    <>
      <div role="search">
        <label htmlFor="faq-search" className="visually-hidden">
          Search FAQs
        </label>
        <input
          id="faq-search"
          type="search"
          className="search-box"
          placeholder="Search FAQs..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {query ? count(shown.reduce((n, g) => n + g.faqs.length, 0), 'matching question') : ''}
      </p>
      {shown.length === 0 ? (
        <div className="state">
          <p>No results found</p>
          <button type="button" className="button" onClick={() => setQuery('')}>
            Clear search
          </button>
        </div>
      ) : (
        shown.map((group) => <Category key={group.id} group={group} collapsible={collapsible} />)
      )}
      <aside className="card" style={{ marginTop: '3rem' }} aria-labelledby="still-questions">
        <h2 id="still-questions" style={{ marginTop: 0 }}>
          Still have questions?
        </h2>
        <p>We&apos;re happy to help. Reach out and we&apos;ll reply within 1-2 business days.</p>
        <Link className="button" href="/contact#contact-cards">
          Contact Us
        </Link>
      </aside>
    </>
  )
}
