/**
 * A decimal number written out in full ("34612.50", "-0.07"), shown the Indonesian way ("34.612,50").
 * Sums can pass 2^53, so the whole part is grouped as text, never through a float.
 */
export function formatDecimalText(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!match) return value
  const [, sign = '', whole = '0', fraction] = match
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`
}
