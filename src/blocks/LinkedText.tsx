import { Link } from '@/components/layout/Link'

import { splitLinks } from '@/domain/pages/siteText'

/** A paragraph of CMS text in which `[label](/path)` is a link. */
export function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.href ? (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  )
}
