import { ImageResponse } from 'next/og'

import { ogText } from './ogText'
import { OG_IMAGE_SIZE, SITE_NAME } from './pageMetadata'

/** How long browsers and link previewers may keep an image; the server's own copy is renewed when its content changes. */
const BROWSER_CACHE = 'public, max-age=3600'

/**
 * A 1200×630 PNG for link previews: the site's name, a headline and up to two lines under it, drawn with next/og's
 * bundled font (nothing is downloaded while drawing).
 */
export function socialImage({ headline, lines = [] }: { headline: string; lines?: readonly string[] }): ImageResponse {
  const shownLines = lines.map((line) => ogText(line, 70)).filter(Boolean)
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background: '#f6f4f1', borderTop: '24px solid #a3123a', color: '#1f2430' }}>
        <div style={{ display: 'flex', fontSize: 36, color: '#a3123a', letterSpacing: 1 }}>{SITE_NAME}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: headline.length > 40 ? 64 : 80, lineHeight: 1.1 }}>{ogText(headline, 90)}</div>
          {shownLines.map((line) => (
            <div key={line} style={{ display: 'flex', marginTop: 24, fontSize: 40, color: '#5a6172' }}>
              {line}
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: '#5a6172' }}>Self-defense classes · Walnut Creek & the SF Bay Area</div>
      </div>
    ),
    { ...OG_IMAGE_SIZE, headers: { 'Cache-Control': BROWSER_CACHE } },
  )
}
