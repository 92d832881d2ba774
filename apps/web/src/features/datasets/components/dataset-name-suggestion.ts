/** The longest name a dataset may have (the contract's rule for Name is 3 to 100 characters). */
const nameMax = 100

/**
 * A dataset name from an uploaded file's name, offered while the Name field is still empty:
 * 'store_sales-2026.csv' → 'Store sales 2026'. Null when the file name gives nothing usable.
 */
export function datasetNameFromFile(fileName: string): string | null {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')
  const words = base
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (words.length < 3) return null
  const name = words.charAt(0).toUpperCase() + words.slice(1)
  return name.slice(0, nameMax).trim()
}
