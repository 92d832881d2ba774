import { describe, expect, it } from 'vitest'
import * as contract from '@lumbung/contract'
import { indonesianOf } from './i18n'

// Every area's texts, as they are loaded once a person has opened the screens.
import.meta.glob('../../**/*.texts.ts', { eager: true })

/** The contract's label sets that field messages name ("Transaction number is not valid"). */
const fieldLabelSets = [
  'accountLabels',
  'apiSettingLabels',
  'consumerApiKeyLabels',
  'dataDeliveryLabels',
  'fileToApiLabels',
  'productLabels',
  'productTrialLabels',
  'recommendationLabels',
  'secretShareQueryLabels',
  'transactionRequestLabels',
] as const

describe('field labels', () => {
  it('have Indonesian words in a catalogue for every label a field message may name', () => {
    const exports = contract as unknown as Record<string, Record<string, unknown>>
    const missing = fieldLabelSets.flatMap((set) =>
      Object.entries(exports[set] ?? { missingSet: set })
        .filter(([, label]) => typeof label === 'string' && !indonesianOf(label))
        .map(([key, label]) => `${set}.${key}: ${String(label)}`),
    )
    expect(missing).toEqual([])
  })
})
