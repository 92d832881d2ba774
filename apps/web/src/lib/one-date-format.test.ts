import { describe, expect, it } from 'vitest'

/**
 * Every date a screen shows goes through the contract's formatDate/formatDateTime (day first, 24-hour,
 * Asia/Jakarta) and every count through formatCount. A raw toLocale* call, an Intl.DateTimeFormat or a
 * dayjs display pattern would follow the browser's locale and zone instead, so none may appear here.
 */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'toLocaleString / toLocaleDateString / toLocaleTimeString', pattern: /\.toLocale\w*String\(/ },
  { name: 'Intl.DateTimeFormat', pattern: /Intl\.DateTimeFormat/ },
  // dayjs may compute dates and write the wire format YYYY-MM-DD; it may not write a date for people.
  // Spark's `read.format("deltaSharing")` in a code snippet names a data source, not a date pattern.
  {
    name: 'a dayjs display pattern',
    pattern: /\.format\(\s*['"`](?!YYYY-MM-DD['"`]|deltaSharing['"`])[^'"`]*[DMYHhm][^'"`]*['"`]/,
  },
]

function offencesIn(files: Record<string, string>) {
  const offences: string[] = []
  for (const [path, text] of Object.entries(files)) {
    text.split('\n').forEach((line, index) => {
      for (const rule of forbidden) {
        if (rule.pattern.test(line)) offences.push(`${path}:${index + 1} uses ${rule.name}: ${line.trim()}`)
      }
    })
  }
  return offences
}

describe('one date format', () => {
  it('reads the web sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
  })

  it('formats no date or count outside the contract formatters', () => {
    expect(offencesIn(sources)).toEqual([])
  })

  it('notices each kind of raw call', () => {
    const samples = {
      'a.ts': 'const text = new Date(iso).toLocaleDateString()',
      'b.ts': 'const text = count.toLocaleString("id-ID")',
      'c.ts': 'const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" })',
      'd.ts': "const text = dayjs(iso).format('D MMM YYYY, HH:mm')",
      'e.ts': "const wire = dayjs(now).format('YYYY-MM-DD')",
    }
    expect(offencesIn(samples).map((offence) => offence.split(':')[0])).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'd.ts',
    ])
  })
})
