import { createTheme, type MantineColorsTuple } from '@mantine/core'
import { breakpoints } from '@lumbung/contract'

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
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    // The close button of a dialog is an icon: without a name a screen reader announces "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
})
