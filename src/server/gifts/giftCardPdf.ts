import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

import { formatCents } from '@/domain/bookings/pricing'
import type { GiftForEmail } from '@/domain/email/giftCertificateEmails'

import { encodable, wrap } from '../waivers/waiverPdf'

const CARD = { width: 612, height: 396, margin: 40 } // half a US Letter page, landscape: prints and folds well
const RED = rgb(0.725, 0.11, 0.11)
const INK = rgb(0.09, 0.09, 0.11)

/** The printable card of a gift certificate: who it is for and from, its value, its code, the message, how to use it. */
export async function giftCardPdf(gift: GiftForEmail, businessName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Gift certificate for ${gift.recipientName}`)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([CARD.width, CARD.height])
  const { margin } = CARD
  page.drawRectangle({ x: 12, y: 12, width: CARD.width - 24, height: CARD.height - 24, borderColor: RED, borderWidth: 3 })
  let y = CARD.height - margin
  // Each line's baseline sits its own size below the line above, so a large line never rises into a smaller one.
  const line = (text: string, size: number, useFont = font, color = INK, gap = 8) => {
    y -= size
    page.drawText(encodable(useFont, text), { x: margin, y, size, font: useFont, color })
    y -= gap
  }
  line(encodable(bold, businessName), 14, bold, RED)
  line('Gift certificate', 30, bold)
  line(`For ${gift.recipientName}, from ${gift.buyerName}`, 14)
  line(formatCents(gift.amountCents), 36, bold, RED, 12)
  line(gift.code ? `Code: ${gift.code}` : `The code is emailed to ${gift.recipientName}`, 18, bold, INK, 14)
  for (const text of gift.message ? wrap(font, encodable(font, `“${gift.message}”`), CARD.width - 2 * margin).slice(0, 4) : []) line(text, 11, font, INK, 4)
  y -= 8
  line("Use it on any class's booking page: choose 'Have a class credit?' and enter the code. It never expires.", 9, font, INK, 4)
  line(`Balance: ${gift.balanceUrl}`, 9)
  return doc.save()
}
