/**
 * The document shown in the preview frame. Links open in the page itself (the frame's sandbox allows
 * a top-level navigation the user clicks for) instead of inside the small frame.
 */
export function previewDocument(html: string): string {
  const base = '<base target="_top">'
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
  return `${base}${html}`
}

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; url: string }

/** Splits a plain-text message so its http(s) links can be rendered clickable. */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let last = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const start = match.index
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) })
    pieces.push({ kind: 'link', url: match[0] })
    last = start + match[0].length
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) })
  return pieces
}
