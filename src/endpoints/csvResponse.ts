/** A CSV download that opens in a spreadsheet: UTF-8 with a byte-order mark (Excel), never cached. */
export const csvResponse = (csv: string, filename: string) =>
  new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
