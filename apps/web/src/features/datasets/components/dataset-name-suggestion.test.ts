import { describe, expect, it } from 'vitest'
import { datasetNameFromFile } from './dataset-name-suggestion'

describe('datasetNameFromFile', () => {
  it.each([
    ['store_sales-2026.csv', 'Store sales 2026'],
    ['chilli prices.xlsx', 'Chilli prices'],
    ['C:\\exports\\nik.phone.v2.csv', 'Nik phone v2'],
    ['already Named.json', 'Already Named'],
  ])('%s → %s', (fileName, name) => {
    expect(datasetNameFromFile(fileName)).toBe(name)
  })

  it('offers nothing when the file name is too short to be a name', () => {
    expect(datasetNameFromFile('a.csv')).toBeNull()
    expect(datasetNameFromFile('__.csv')).toBeNull()
  })

  it('keeps the suggestion within the longest name allowed', () => {
    expect(datasetNameFromFile(`${'x'.repeat(300)}.csv`)).toHaveLength(100)
  })
})
