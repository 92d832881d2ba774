import { describe, expect, it } from 'vitest'
import { previewDocument, textPieces } from './mail-html'

describe('previewDocument', () => {
  it('makes links open in the page rather than inside the preview frame', () => {
    expect(previewDocument('<html><head><title>x</title></head><body><a href="/a">a</a></body></html>')).toBe(
      '<html><head><base target="_top"><title>x</title></head><body><a href="/a">a</a></body></html>',
    )
    expect(previewDocument('<p>no head</p>')).toBe('<base target="_top"><p>no head</p>')
  })
})

describe('textPieces', () => {
  it('finds each http(s) link between the text around it', () => {
    expect(textPieces('Reset password:\nhttp://localhost:3000/reset-password?token=abc\n\nThanks')).toEqual([
      { kind: 'text', text: 'Reset password:\n' },
      { kind: 'link', url: 'http://localhost:3000/reset-password?token=abc' },
      { kind: 'text', text: '\n\nThanks' },
    ])
  })

  it('leaves text without links whole and never links other schemes', () => {
    expect(textPieces('javascript:alert(1) and ftp://x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and ftp://x' },
    ])
  })
})
