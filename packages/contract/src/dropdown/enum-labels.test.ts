import { describe, expect, it } from 'vitest'
import * as enums from '../common/enums'
import { enumLabelSets, enumOptionsOf, labelOf, type EnumName } from './enum-labels'

// Values that are already what a person reads: acronyms and names.
const readAsWritten = new Set(['API', 'NIB', 'NPWP', 'CSV', 'TSV', 'JSON', 'NIK', 'PT', 'CV'])
const looksRaw = (label: string) =>
  /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/.test(label) || /^[a-z]+(?:_[a-z]+)*$/.test(label)

describe('enum labels', () => {
  it.each(Object.keys(enumLabelSets) as EnumName[])('gives every %s value human words', (name) => {
    for (const value of enumLabelSets[name].values) {
      const label = labelOf(name, value)
      expect(label, `${name}.${value}`).not.toBe('')
      expect(looksRaw(label), `${name}.${value} reads '${label}'`).toBe(false)
      if (!readAsWritten.has(value)) expect(label, `${name}.${value}`).not.toBe(value)
    }
  })

  it('covers every enum of the contract', () => {
    const covered = new Set<unknown>(Object.values(enumLabelSets).map((set) => set.values))
    const enumLists = Object.entries(enums).filter(
      ([name, value]) => Array.isArray(value) && name !== 'breakpoints' && typeof value[0] === 'string',
    )
    expect(enumLists.length).toBeGreaterThan(20)
    const uncovered = enumLists.filter(([, list]) => !covered.has(list)).map(([name]) => name)
    expect(uncovered).toEqual([])
  })

  it('writes the values the screens showed raw as words', () => {
    expect(labelOf('dataType', 'FILE')).toBe('File')
    expect(labelOf('dataType', 'SECRET_SHARE')).toBe('Secret share')
    expect(labelOf('columnType', 'STRING')).toBe('Text')
    expect(labelOf('dataCategory', 'FINANCIAL')).toBe('Financial and credit')
    expect(labelOf('applicationRole', 'superadmin')).toBe('Owner')
  })

  it('shows an unknown value as it is and a blank one as nothing', () => {
    expect(labelOf('dataType', 'TELEPATHY')).toBe('TELEPATHY')
    expect(labelOf('dataType', null)).toBe('')
  })

  it('lists options in the enum order with their labels', () => {
    expect(enumOptionsOf('productStatus')).toEqual([
      { value: 'DRAFT', label: 'Draft' },
      { value: 'PUBLISHED', label: 'Published' },
      { value: 'ARCHIVED', label: 'Archived' },
    ])
  })
})
