const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * A wait in words, rounded up to the unit a person reads: 45 → '45 seconds', 660 → '11 minutes',
 * 5400 → '2 hours'. Never '660 seconds'.
 */
export function formatWaitDuration(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return plural(whole, 'second')
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute')
  return plural(Math.ceil(whole / 3600), 'hour')
}
