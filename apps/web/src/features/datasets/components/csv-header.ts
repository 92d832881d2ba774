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
