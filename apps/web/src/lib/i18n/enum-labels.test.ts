import { afterEach, describe, expect, it } from 'vitest'
import { enumLabelSets, labelOf as contractLabelOf } from '@lumbung/contract'
import { describedLabel, enumOptionsFrom, enumOptionsOf, labelOf } from './enum-labels'
import { enumLabelTexts } from './enum-labels.texts'
import { setLanguage } from './i18n'

afterEach(() => setLanguage('en', { isChoice: false }))

describe('enum labels', () => {
  it('label every value of every enum a screen shows, in English as the contract writes it and in Indonesian', () => {
    for (const [name, set] of Object.entries(enumLabelSets)) {
      for (const value of set.values) {
        const key = `${name}.${value}` as keyof typeof enumLabelTexts.en
        expect(enumLabelTexts.en[key], `en ${key}`).toBe(contractLabelOf(name as never, value))
        expect(enumLabelTexts.id[key]?.trim(), `id ${key}`).toBeTruthy()
      }
    }
    const count = Object.values(enumLabelSets).reduce((sum, set) => sum + set.values.length, 0)
    expect(Object.keys(enumLabelTexts.id)).toHaveLength(count)
  })

  it('speak the page language, English by default', () => {
    expect(labelOf('dataType', 'FILE')).toBe('File')
    expect(labelOf('industry', 'BANKING')).toBe('Banking')
    setLanguage('id', { isChoice: false })
    expect(labelOf('dataType', 'FILE')).toBe('Berkas')
    expect(labelOf('industry', 'BANKING')).toBe('Perbankan')
    expect(labelOf('companySize', 'SIZE_501_1000')).toBe('501-1.000 karyawan')
    expect(enumOptionsOf('transactionRequestStatus')[0]).toEqual({
      value: 'WAITING_APPROVAL',
      label: 'Menunggu persetujuan',
    })
  })

  it('show an unknown stored value as it is, and blank as nothing', () => {
    setLanguage('id', { isChoice: false })
    expect(labelOf('dataType', 'LEGACY')).toBe('LEGACY')
    expect(labelOf('dataType', null)).toBe('')
  })

  it('put the server’s English descriptions of known values into the page language, and keep the others', () => {
    setLanguage('id', { isChoice: false })
    expect(describedLabel('pricingModel', { value: 'SUBSCRIPTION', description: 'Subscription' })).toBe(
      'Langganan',
    )
    expect(describedLabel('industry', { value: 'NEW_SECTOR', description: 'New sector' })).toBe('New sector')
    expect(enumOptionsFrom('companySize', [{ value: 'SIZE_1_10', description: '1-10 employees' }])).toEqual([
      { value: 'SIZE_1_10', label: '1-10 karyawan' },
    ])
  })
})
