/** Rupiah, whole numbers, dot thousands: 1500000 → 'Rp 1.500.000'. */
export function formatRupiah(amount: number | bigint): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(Math.round(amount))
  const isNegative = value < 0n
  const digits = (isNegative ? -value : value).toString()
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${isNegative ? '-' : ''}Rp ${grouped}`
}

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** File sizes from bytes to yottabytes with 2 decimals (1024 steps): 1536 → '1.50 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const lastExponent = sizeUnits.length - 1
  let exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), lastExponent)
  // 1048575 bytes would round to '1024.00 KB'; the next unit reads better.
  if (exponent < lastExponent && (bytes / 1024 ** exponent).toFixed(2) === '1024.00') exponent += 1
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${sizeUnits[exponent]}`
}

/** Up to two initials of a full name for the avatar: 'Siti Nur Aisyah' → 'SN'. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}
