import { inflateSync } from 'node:zlib'

/**
 * The words a PDF made by pdfkit shows, in drawing order, runs joined by single spaces (a wrapped line
 * reads on): enough for a test to read what a recipient reads. pdfkit deflates each page's content and writes text as hex strings of
 * the standard fonts' one-byte codes inside TJ arrays; the numbers between them are kerning.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs: string[] = []
  const streams = /stream\r?\n/g
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue // an image or a font, not a page's content
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
      runs.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ')
}
