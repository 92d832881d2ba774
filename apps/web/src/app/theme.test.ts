import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../lib/i18n/i18n'
import {
  accessibleDimmed,
  accessibleError,
  accessiblePlaceholder,
  cssVariablesResolver,
  localisedTheme,
  pxToEm,
  theme,
  themeBreakpoints,
} from './theme'

describe('theme breakpoints', () => {
  it('expresses the layout breakpoints of the product in em', () => {
    expect(themeBreakpoints).toEqual({
      xs: '40em',
      sm: '48em',
      md: '62em',
      lg: '64em',
      xl: '80em',
      xxl: '96em',
    })
  })

  it('puts the mobile breakpoint at 992 px', () => {
    expect(pxToEm(992)).toBe(themeBreakpoints.md)
  })
})

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
      return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!
  }
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

describe('theme contrast', () => {
  it("reads Mantine's dimmed grey at less than 4.5:1, which is why the theme replaces it", () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(4.5)
  })

  it.each([
    ['white', '#ffffff'],
    ['the light grey panels', '#f8f9fa'],
    ['the grey table headers', '#f1f3f5'],
  ])('keeps dimmed text, placeholders and errors at 4.5:1 or more on %s', (_name, background) => {
    expect(contrastRatio(accessibleDimmed, background)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(accessiblePlaceholder, background)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(accessibleError, background)).toBeGreaterThanOrEqual(4.5)
  })

  it("reads Mantine's error red at less than 4.5:1, which is why the theme replaces it", () => {
    expect(contrastRatio('#fa5252', '#ffffff')).toBeLessThan(4.5)
  })

  it('sets the dimmed, placeholder and error colours of the light scheme', () => {
    const resolved = cssVariablesResolver(theme as never)
    expect(resolved.light['--mantine-color-dimmed']).toBe(accessibleDimmed)
    expect(resolved.light['--mantine-color-placeholder']).toBe(accessiblePlaceholder)
    expect(resolved.light['--mantine-color-error']).toBe(accessibleError)
  })

  it('keeps the primary colour at 4.5:1 or more on white for links and buttons', () => {
    expect(contrastRatio(theme.colors!.lumbung![7], '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('the names of icon-only controls', () => {
  afterEach(() => setLanguage('en'))

  /** What a screen reader announces for a dialog's close button and a page list's next arrow. */
  const namesIn = (language: 'en' | 'id') => {
    setLanguage(language)
    const components = localisedTheme().components!
    const modal = components.Modal!.defaultProps as { closeButtonProps: { 'aria-label': string } }
    const pagination = components.Pagination!.defaultProps as {
      getControlProps: (control: 'next') => { 'aria-label': string }
    }
    return [modal.closeButtonProps['aria-label'], pagination.getControlProps('next')['aria-label']]
  }

  it('are in the language of the page', () => {
    expect(namesIn('en')).toEqual(['Close', 'Next page'])
    expect(namesIn('id')).toEqual(['Tutup', 'Halaman berikutnya'])
  })

  it('keep the rest of the theme', () => {
    expect(localisedTheme().components!.Notification!.styles).toEqual(theme.components!.Notification!.styles)
    expect(localisedTheme().primaryColor).toBe(theme.primaryColor)
  })
})
