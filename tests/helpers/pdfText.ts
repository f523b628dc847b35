import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib'

/**
 * The text a PDF draws, line by line: each page's content streams are inflated and the hex strings of their `Tj`
 * operators decoded (pdf-lib writes standard-font text as WinAnsi hex strings).
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  const lines: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents]
    for (const stream of streams) {
      const operators = Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines
}
