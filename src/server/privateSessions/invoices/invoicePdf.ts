import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { formatCents } from '@/domain/bookings/pricing'
import { billedToLines, paidSentence, type Receipt, receiptLine, stillDueSentence } from '@/domain/privateSessions/receipt'
import { formatClassDate } from '@/domain/time/format'

import type { BusinessContact } from '../../email/businessContact'
import { encodable, wrap } from '../../waivers/waiverPdf'

const LETTER = { width: 612, height: 792, margin: 56 }
const RED = rgb(0.725, 0.11, 0.11)
const INK = rgb(0.09, 0.09, 0.11)
const GREY = rgb(0.4, 0.4, 0.44)

/** The receipt of a private session's payment, on a US Letter page: who, what, how much, paid, what is still due. */
export async function invoicePdf(r: Receipt, business: BusinessContact, site: { url: string; policiesUrl: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Receipt ${r.number}`)
  doc.setAuthor(business.name)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([LETTER.width, LETTER.height])
  const { margin } = LETTER
  const right = LETTER.width - margin
  let y = LETTER.height - margin
  const text = (value: string, size: number, at: { x?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}) => {
    const f = at.font ?? font
    const safe = encodable(f, value)
    const x = at.alignRight ? right - f.widthOfTextAtSize(safe, size) : (at.x ?? margin)
    page.drawText(safe, { x, y, size, font: f, color: at.color ?? INK })
  }
  const down = (points: number) => {
    y -= points
  }
  const rule = (p: PDFPage) => p.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.75, color: GREY })

  down(16)
  text(business.name, 16, { font: bold, color: RED })
  text('Receipt', 26, { font: bold, alignRight: true })
  down(16)
  text([business.phone, business.email, site.url].filter(Boolean).join('  ·  '), 9.5, { color: GREY })
  down(28)
  text(`Receipt number: ${r.number}`, 11, { font: bold })
  text('PAID', 14, { font: bold, color: RED, alignRight: true })
  down(16)
  text(`Date: ${formatClassDate(r.paidAt)} (Pacific time)`, 11)
  down(30)
  text('Billed to', 10, { font: bold, color: GREY })
  for (const line of billedToLines(r)) {
    down(15)
    text(line, 11)
  }
  down(30)
  text('Description', 10, { font: bold, color: GREY })
  text('Amount', 10, { font: bold, color: GREY, alignRight: true })
  down(8)
  rule(page)
  const lines = wrap(font, encodable(font, receiptLine(r)), right - margin - 110)
  lines.forEach((line, i) => {
    down(16)
    text(line, 11)
    if (i === 0) text(formatCents(r.amountCents), 11, { alignRight: true })
  })
  down(12)
  rule(page)
  down(18)
  text('Total paid', 12, { font: bold })
  text(formatCents(r.amountCents), 12, { font: bold, alignRight: true })
  down(24)
  text(paidSentence(r), 11)
  const due = stillDueSentence(r)
  if (due) {
    for (const line of wrap(font, encodable(font, due), right - margin)) {
      down(16)
      text(line, 11, { font: bold })
    }
  }
  down(36)
  text('The private class policies (refunds, moves, the balance):', 10, { color: GREY })
  down(14)
  text(site.policiesUrl, 10)
  down(28)
  text(`Thank you. Questions: ${[business.email, business.phone].filter(Boolean).join(' or ')}.`, 10, { color: GREY })
  return doc.save()
}
