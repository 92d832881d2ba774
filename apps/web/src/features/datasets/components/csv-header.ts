/** The column names on a CSV's first line, read from its first 64 KB in the browser. */
export async function readCsvHeader(file: Blob, delimiter: string): Promise<string[]> {
  const text = await file.slice(0, 64 * 1024).text()
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/)[0] ?? ''
  return splitCsvLine(firstLine, delimiter)
}

/** One CSV line into values: quoted values may hold the delimiter and doubled quotes. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const values: string[] = []
  let current = ''
  let isQuoted = false
  for (let index = 0; index < line.length; index++) {
    const character = line[index]!
    if (isQuoted) {
      if (character === '"' && line[index + 1] === '"') {
        current += '"'
        index++
      } else if (character === '"') isQuoted = false
      else current += character
    } else if (character === '"') isQuoted = true
    else if (character === delimiter) {
      values.push(current.trim())
      current = ''
    } else current += character
  }
  values.push(current.trim())
  return line.trim() === '' ? [] : values
}

/** The header and the first rows of a CSV (those whole within its first 64 KB), read in the browser. */
export async function readCsvSample(
  file: Blob,
  delimiter: string,
  rowLimit = 50,
): Promise<{ header: string[]; rows: string[][] }> {
  const text = await file.slice(0, 64 * 1024).text()
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/)
  // The last line may be cut by the 64 KB slice, unless the whole file fits.
  if (file.size > 64 * 1024) lines.pop()
  const [first = '', ...rest] = lines
  const rows = rest
    .filter((line) => line.trim() !== '')
    .slice(0, rowLimit)
    .map((line) => splitCsvLine(line, delimiter))
  return { header: splitCsvLine(first, delimiter), rows }
}

const numberPattern = /^[-+]?\d+(\.(\d+))?$/

/**
 * A secret-share column's role by its first values: the first column identifies a person, a column of
 * numbers is a measure (with the decimal places its values show, at most 12), any other a dimension.
 */
export function defaultSecretShareRole(
  index: number,
  values: readonly string[],
): { role: 'IDENTIFIER' | 'DIMENSION' | 'MEASURE'; scale: number } {
  if (index === 0) return { role: 'IDENTIFIER', scale: 0 }
  const filled = values.map((value) => value.trim()).filter((value) => value !== '')
  if (filled.length === 0 || !filled.every((value) => numberPattern.test(value))) {
    return { role: 'DIMENSION', scale: 0 }
  }
  const scale = Math.max(...filled.map((value) => numberPattern.exec(value)?.[2]?.length ?? 0))
  return { role: 'MEASURE', scale: Math.min(scale, 12) }
}
