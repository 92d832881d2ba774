import { describe, expect, it } from 'vitest'
import { documentTitleOf } from './document-title'

describe('document title', () => {
  it('names the screen the deepest route belongs to, then the product', () => {
    const handles = [
      undefined,
      { routeName: 'app-shell', middleware: [] },
      { routeName: 'consumer-my-transaction-data-delivery', middleware: [], title: 'Data delivery' },
    ]
    expect(documentTitleOf(handles)).toBe('Data delivery · Lumbung')
  })

  it('reads as the product alone where no route has a title, as on the not-found page', () => {
    expect(documentTitleOf([undefined, { routeName: 'not-found', middleware: [] }])).toBe('Lumbung')
    expect(documentTitleOf([])).toBe('Lumbung')
  })
})
