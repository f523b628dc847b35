import { formatInTimeZone } from 'date-fns-tz'
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'

import type { WaiverSignature } from '@/payload-types'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

const PAGE = { width: 612, height: 792, margin: 56 } // US Letter, in points
const SIZE = 11
const LINE = 15

/** Standard PDF fonts encode WinAnsi only: any other character is shown as '?' rather than failing the record. */
export const encodable = (font: PDFFont, value: string): string =>
  [...value]
    .map((ch) => {
      try {
        font.encodeText(ch)
        return ch
      } catch {
        return '?'
      }
    })
    .join('')

/** Breaks a paragraph into lines that fit `width` at SIZE (11 pt). */
export function wrap(font: PDFFont, paragraph: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, SIZE) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  return [...lines, line]
}

export type WaiverRecord = Pick<
  WaiverSignature,
  'participantName' | 'signerName' | 'relationship' | 'typedSignature' | 'signedDate' | 'signedAt' | 'signerAddress' | 'waiverVersion' | 'waiverText'
> & { bookingNumber: string; className: string }

/**
 * A signed waiver as a PDF record: the booking and class, the exact text of the version agreed to, then who signed for
 * whom, the typed signature, the date written, the time recorded and the address it came from.
 */
export async function waiverPdf(record: WaiverRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Signed waiver: ${record.participantName}, version ${record.waiverVersion}`)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = PAGE.width - 2 * PAGE.margin
  let page = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin

  const write = (value: string, useFont = font) => {
    for (const paragraph of encodable(useFont, value).split('\n')) {
      for (const line of wrap(useFont, paragraph, width)) {
        if (y < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height])
          y = PAGE.height - PAGE.margin
        }
        page.drawText(line, { x: PAGE.margin, y, size: SIZE, font: useFont })
        y -= LINE
      }
    }
  }

  write(`Liability waiver, version ${record.waiverVersion}`, bold)
  write(`Booking ${record.bookingNumber} · ${record.className}`)
  y -= LINE
  write(record.waiverText)
  y -= LINE
  write('Signature record', bold)
  write(`Participant: ${record.participantName}`)
  write(`Signed by: ${record.signerName} (${record.relationship === 'Self' ? 'the participant' : `${record.relationship.toLowerCase()} of the participant`})`)
  write(`Typed signature: ${record.typedSignature}`)
  write(`Date written by the signer: ${record.signedDate}`)
  write(`Recorded at: ${formatInTimeZone(new Date(record.signedAt), BUSINESS_TIME_ZONE, 'MMM d, yyyy, h:mm:ss a')} Pacific time (${record.signedAt})`)
  write(`Signer's network address: ${record.signerAddress || 'not known (no trusted proxy named it)'}`)
  write('"I agree" was ticked by the signer.')
  return doc.save({ useObjectStreams: false })
}
