import {
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core'

/** WCAG 2.2 AA for normal text (1.4.3), with a little room for rounding. */
const minimumContrast = 4.6

export function contrastOf(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

/** The colour, darkened step by step until it reads on `background`. */
export function readableOn(color: string, background: string): string {
  let candidate = color
  for (let step = 1; step <= 10 && contrastOf(candidate, background) < minimumContrast; step += 1) {
    candidate = darken(color, step * 0.08)
  }
  return candidate
}

function shadesOf(theme: MantineTheme, color: string | undefined) {
  const parsed = parseThemeColor({ color: color ?? theme.primaryColor, theme })
  return parsed.isThemeColor && parsed.color ? theme.colors[parsed.color] : undefined
}

/**
 * Mantine's badges, alerts and buttons in colour, made to read at AA: light and outline variants put
 * shade 6–9 text on a pale tint, which for yellow, green, teal and our amber falls below 4.5:1, so that
 * text is darkened until it reads on the palest tint (shade 1); a filled variant whose shade is too
 * light for white text takes the first darker shade that carries it, or dark text where none does.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  const shades = shadesOf(input.theme, input.color)
  if (!shades) return colors
  if (input.variant === 'light' || input.variant === 'outline') {
    const text = readableOn(shades[input.variant === 'light' ? 9 : 7], shades[1])
    return { ...colors, color: text, hoverColor: text }
  }
  if (input.variant === 'filled') {
    const primary =
      typeof input.theme.primaryShade === 'number' ? input.theme.primaryShade : input.theme.primaryShade.light
    if (contrastOf(input.theme.white, shades[primary]!) >= minimumContrast) return colors
    const darker = shades.findIndex(
      (value, index) => index > primary && contrastOf(input.theme.white, value) >= minimumContrast,
    )
    // Yellow, lime and their kin carry white text in no shade: they take dark text instead.
    if (darker === -1) return { ...colors, background: shades[primary]!, color: input.theme.black }
    return {
      ...colors,
      background: shades[darker]!,
      hover: shades[Math.min(darker + 1, 9)]!,
      color: input.theme.white,
    }
  }
  return colors
}
