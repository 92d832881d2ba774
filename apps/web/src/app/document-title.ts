import { useEffect } from 'react'
import { useMatches } from 'react-router'
import type { RouteHandle } from '../lib/route-handle'

export const productName = 'Lumbung'

/**
 * The browser tab's title (WCAG 2.4.2): the screen's title from the contract, then the product's name.
 * The deepest route with a title names the screen; a route without one (not found) reads as the product.
 */
export function documentTitleOf(handles: readonly unknown[]): string {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const title = (handles[index] as RouteHandle | undefined)?.title
    if (title) return `${title} · ${productName}`
  }
  return productName
}

export function useDocumentTitle(): void {
  const matches = useMatches()
  const title = documentTitleOf(matches.map((match) => match.handle))
  useEffect(() => {
    document.title = title
  }, [title])
}
