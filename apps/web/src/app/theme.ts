import {
  createTheme,
  type CSSVariablesResolver,
  type InputErrorProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core'
import { breakpoints } from '@lumbung/contract'
import { FieldErrorText } from '../components/field-error/validation-message'
import { pageControlProps } from '../lib/i18n/control-names'
import { translate } from '../lib/i18n/i18n'
import type { MessageKey } from '../lib/i18n/catalogs/en'
import { readableVariantColors } from './readable-variants'

/** Mantine expresses breakpoints in em (16 px each), so media queries follow the user's font size. */
export function pxToEm(px: number): string {
  return `${px / 16}em`
}

export const themeBreakpoints = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, pxToEm(px)]),
) as Record<keyof typeof breakpoints, string>

// Deep teal: calm and trustworthy for a data marketplace, and shade 7 keeps 5.5:1 contrast on white.
const lumbung: MantineColorsTuple = [
  '#e7f6f4',
  '#cdebe7',
  '#9dd8d0',
  '#69c3b8',
  '#40b0a4',
  '#26a094',
  '#16897e',
  '#0f766e',
  '#0b5f59',
  '#074a45',
]

// Warm amber accents highlight states that need the user's attention (verification, drafts).
const harvest: MantineColorsTuple = [
  '#fff8e6',
  '#feefc9',
  '#fcdd92',
  '#fac957',
  '#f8b92a',
  '#f7ae0f',
  '#dc9804',
  '#b57d00',
  '#8f6300',
  '#6b4a00',
]

export const theme = createTheme({
  // Dialogs, menus and notices appear without motion for people whose system asks for less of it.
  respectReducedMotion: true,
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '650',
  },
  breakpoints: themeBreakpoints,
  colors: { lumbung, harvest },
  primaryColor: 'lumbung',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver: readableVariantColors,
  components: {
    // A picture beside a name is decoration: its name is the text next to it.
    Avatar: { defaultProps: { alt: '' } },
    Button: { defaultProps: { fw: 600 } },
    // Every input's error under its field reads in the page's language, whoever wrote it (decision 0080).
    // InputError renders a Box, which takes the element to render as `component`.
    InputError: { defaultProps: { component: FieldErrorText } as Partial<InputErrorProps> },
    // A badge reads as its label says ('Secret share', 'Financial and credit'): Mantine's capitals and
    // its one-line ellipsis turned labels into 'SECRET_SHARE'-looking text and cut categories short.
    Badge: {
      styles: {
        root: {
          textTransform: 'none',
          letterSpacing: 0,
          // A long label wraps inside its badge instead of running out of the card.
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
        },
        label: {
          overflow: 'visible',
          whiteSpace: 'normal',
          textOverflow: 'clip',
          lineHeight: 1.35,
          paddingBlock: 1,
        },
      },
    },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    // Mantine's placeholder that takes focus when a menu opens is a presentation element inside the
    // menu role, which may hold only items; without it the first item takes focus, as menus should.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A toast's text in Mantine's light grey is 3.3:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
})

/**
 * The theme with names for Mantine's icon-only controls, in the page's language: without them a screen
 * reader announces "button" (axe: button-name). Made again when the language changes (app/providers.tsx).
 */
export function localisedTheme(): MantineThemeOverride {
  const label = (key: MessageKey) => ({ 'aria-label': translate(key) })
  return createTheme({
    ...theme,
    components: {
      ...theme.components,
      // The arrows of a page list.
      Pagination: { defaultProps: { getControlProps: pageControlProps } },
      // The close button of a dialog or a notification, and the clear button of a select, file or tags input.
      Modal: { defaultProps: { closeButtonProps: label('control.close') } },
      Drawer: { defaultProps: { closeButtonProps: label('control.close') } },
      InputClearButton: { defaultProps: label('control.clear') },
      FileInput: { defaultProps: { clearButtonProps: label('control.clear') } },
      Notification: {
        ...theme.components?.Notification,
        defaultProps: { closeButtonProps: label('control.closeNotification') },
      },
    },
  })
}

/**
 * Secondary text at WCAG 2.2 AA contrast (1.4.3): Mantine's dimmed grey #868E96 is 3.3:1 on white; this
 * one is 5.8:1 on white and 5.2:1 on the light grey panels. Placeholders keep a lighter grey that still
 * reaches 4.7:1, so they stay distinguishable from typed values.
 */
export const accessibleDimmed = '#5f666d'
export const accessiblePlaceholder = '#666d75'
/** Error text and borders: Mantine's red #FA5252 is 3.3:1 on white, red 9 is 5.5:1 (5.2:1 on grey panels). */
export const accessibleError = '#c92a2a'

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': accessibleDimmed,
    '--mantine-color-placeholder': accessiblePlaceholder,
    '--mantine-color-error': accessibleError,
  },
  dark: {},
})
