import { afterEach, describe, expect, it } from 'vitest'
import { trialMessages, type PurchaseTrialProgress } from '@lumbung/contract'
import { setLanguage } from '../lib/i18n/i18n'
import { trialProgress, trialTerms } from './trial-words'

afterEach(() => setLanguage('en', { isChoice: false }))

const progress = (facts: Partial<PurchaseTrialProgress>) =>
  ({
    calls: null,
    calls_used: 0,
    days: null,
    days_left: null,
    is_over: false,
    ends_at: null,
    ...facts,
  }) as PurchaseTrialProgress

describe('trial words', () => {
  it('read in English exactly as the contract writes them', () => {
    for (const trial of [
      { calls: 1, days: null },
      { calls: 2926, days: null },
      { calls: null, days: 1 },
      { calls: null, days: 14 },
    ]) {
      expect(trialTerms(trial, 'call')).toBe(trialMessages.terms(trial, 'call'))
      expect(trialTerms(trial, 'query')).toBe(trialMessages.terms(trial, 'query'))
    }
    for (const facts of [
      progress({ calls: 100, calls_used: 40 }),
      progress({ calls: 100, calls_used: 100, is_over: true }),
      progress({ days: 14, days_left: 1 }),
      progress({ days: 1, days_left: 1 }),
      progress({ days: 14, days_left: 0, is_over: true }),
    ]) {
      expect(trialProgress(facts, 'call')).toBe(trialMessages.progress(facts, 'call'))
      expect(trialProgress(facts, 'query')).toBe(trialMessages.progress(facts, 'query'))
    }
  })

  it('read in Bahasa Indonesia on an Indonesian page', () => {
    setLanguage('id', { isChoice: false })
    expect(trialTerms({ calls: 1000, days: null }, 'call')).toBe('1.000 panggilan pertama gratis')
    expect(trialProgress(progress({ days: 14, days_left: 3 }))).toBe('Sisa 3 dari 14 hari gratis')
  })
})
