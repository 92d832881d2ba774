import { describe, expect, it } from 'vitest'

/**
 * Mantine's Loader is a span. A span may carry a name only with a role (axe: aria-prohibited-attr), so a
 * spinner named for screen readers ("Loading") says what it is: a status. Found on a screen that
 * refetched while its accessibility check ran.
 */
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

function unnamedRolesIn(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([path, text]) =>
    [...text.matchAll(/<Loader\b[^>]*>/g)]
      .map((found) => found[0])
      .filter((tag) => tag.includes('aria-label') && !/\brole=/.test(tag))
      .map((tag) => `${path}: ${tag}`),
  )
}

describe('named loaders', () => {
  it('give every spinner with a name the status role', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    expect(unnamedRolesIn(sources)).toEqual([])
  })

  it('finds a named spinner without a role', () => {
    expect(unnamedRolesIn({ 'a.tsx': '<Loader size="sm" aria-label={t("state.loading")} />' })).toHaveLength(
      1,
    )
    expect(
      unnamedRolesIn({ 'b.tsx': '<Loader role="status" size="sm" aria-label={t("state.loading")} />' }),
    ).toEqual([])
  })
})
