import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { documentTitleOf, productName } from './document-title'
import { createRoutes } from './router'

describe('document title', () => {
  it('names the screen the deepest route belongs to, then the product', () => {
    const handles = [
      undefined,
      { routeName: 'app-shell', middleware: [] },
      { routeName: 'consumer-my-transaction-data-delivery', middleware: [], title: 'Data delivery' },
    ]
    expect(documentTitleOf(handles)).toBe('Data delivery · Lumbung')
  })

  it('reads as the product alone where no route has a title', () => {
    expect(documentTitleOf([undefined, { routeName: 'root', middleware: [] }])).toBe('Lumbung')
    expect(documentTitleOf([])).toBe('Lumbung')
  })
})

describe('every route names its page', () => {
  it('gives each screen of the router, and the not-found page, a title of its own', () => {
    const untitled: string[] = []
    const titles = new Map<string, string[]>()
    const visit = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.path !== undefined && route.path !== '/') {
          const title = documentTitleOf([route.handle])
          if (title === productName) untitled.push(route.path)
          titles.set(title, [...(titles.get(title) ?? []), route.path])
        }
        if (route.children) visit(route.children)
      }
    }
    visit(createRoutes())
    expect(untitled).toEqual([])
    expect(titles.get('Page not found · Lumbung')).toEqual(['*'])
    expect(titles.get('Marketplace · Lumbung')).toEqual(['/consumer/marketplace'])
    // The buyer's product page and the provider's own product page are told apart.
    expect(titles.get('Product detail · Lumbung')).toEqual(['/consumer/marketplace/products/:id'])
    expect(titles.get('My product detail · Lumbung')).toEqual(['/provider/my-products/detail/:id'])
  })
})
