import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { contrastOf, readableVariantColors } from './readable-variants'
import { theme } from './theme'

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme)
const colorNames = Object.keys(fullTheme.colors)

describe('badge and alert colours', () => {
  it.each(colorNames)(
    '%s text in the light and outline variants reads at 4.5:1 on its palest tint',
    (color) => {
      for (const variant of ['light', 'outline']) {
        const resolved = readableVariantColors({ color, theme: fullTheme, variant })
        expect(contrastOf(resolved.color, fullTheme.colors[color]![1])).toBeGreaterThanOrEqual(4.5)
        expect(contrastOf(resolved.color, fullTheme.white)).toBeGreaterThanOrEqual(4.5)
      }
    },
  )

  it.each(colorNames)('the text on a filled %s badge reads at 4.5:1', (color) => {
    const resolved = readableVariantColors({ color, theme: fullTheme, variant: 'filled' })
    // Where Mantine's own colours already read they are kept, as CSS variables: shade 7 and white.
    const background = resolved.background.startsWith('var(')
      ? fullTheme.colors[color]![7]!
      : resolved.background
    const text = resolved.color.startsWith('var(') ? fullTheme.white : resolved.color
    expect(contrastOf(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
