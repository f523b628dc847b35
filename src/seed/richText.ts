import { splitLinks } from '@/domain/pages/siteText'
import type { Faq } from '@/payload-types'

export type RichText = Faq['answer']

const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

/** Turns plain paragraphs into the Lexical editor state stored by a Payload richText field; `[label](/path)` is a link. */
export function richText(paragraphs: readonly string[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: splitLinks(paragraph).map((part) =>
          part.href
            ? { type: 'link', fields: { linkType: 'custom', url: part.href, newTab: false }, format: '', indent: 0, version: 3, direction: 'ltr', children: [textNode(part.text)] }
            : textNode(part.text),
        ),
      })),
    },
  }
}
