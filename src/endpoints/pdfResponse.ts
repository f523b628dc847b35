/** A PDF download (a signed waiver, a receipt): never cached, and the private link that asked for it never sent on. */
export const pdfResponse = ({ pdf, filename }: { pdf: Uint8Array; filename: string }) =>
  new Response(pdf as BodyInit, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
