import type { UsageOutcome } from '@lumbung/contract'

/** One colour per outcome on every chart: success green, the failures from amber to red. */
export const outcomeColors: Record<UsageOutcome, string> = {
  SUCCESS: 'lumbung.6',
  CLIENT_ERROR: 'yellow.6',
  UPSTREAM_ERROR: 'red.6',
  TIMEOUT: 'orange.6',
  REJECTED: 'grape.6',
}

/** The outcome's colour as a CSS value, for a swatch outside a chart. */
export const outcomeSwatch = (outcome: UsageOutcome) =>
  `var(--mantine-color-${outcomeColors[outcome].replace('.', '-')})`
