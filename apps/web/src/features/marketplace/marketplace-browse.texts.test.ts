import { afterEach, describe, expect, it } from 'vitest'
import { formatCount, measuredQualityMessages as quality } from '@lumbung/contract'
import { setLanguage, translateIn } from '../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from './marketplace-browse.texts'

afterEach(() => setLanguage('en', { isChoice: false }))

type QualityKey = keyof typeof quality
const say = (key: keyof typeof marketplaceBrowseTexts.en, values?: Record<string, unknown>) =>
  translateIn(marketplaceBrowseTexts, key, values)

/**
 * Each of the contract's measured-quality texts beside what the screens write for it, for the same
 * values. The card writes its own short line and the product page writes the target as a sentence, so
 * the contract's latency sentence and target label are on no screen.
 */
const notShown = ['latency', 'targetLabel'] as const
const pairs: Record<
  Exclude<QualityKey, (typeof notShown)[number]>,
  () => [shown: string, contract: string][]
> = {
  title: () => [[say('qualityTitle'), quality.title]],
  newBadge: () => [[say('qualityNew'), quality.newBadge]],
  newHint: () => [[say('qualityNewHint'), quality.newHint]],
  calls: () => [1, 2926].map((count) => [say('qualityCalls', { count }), quality.calls(count)]),
  successRate: () => [[say('qualitySuccess', { percent: formatCount(99.5, 2) }), quality.successRate(99.5)]],
  target: () => [
    [say('qualityTarget', { target: formatCount(99.9, 2) }), quality.target(99.9, null)],
    [say('qualityTargetMet', { target: formatCount(99.9, 2) }), quality.target(99.9, true)],
    [say('qualityTargetMissed', { target: formatCount(99.9, 2) }), quality.target(99.9, false)],
  ],
  callsLabel: () => [[say('qualityCallsLabel'), quality.callsLabel]],
  successLabel: () => [[say('qualitySuccessLabel'), quality.successLabel]],
  p50Label: () => [[say('qualityP50Label'), quality.p50Label]],
  p95Label: () => [[say('qualityP95Label'), quality.p95Label]],
}

describe("a product's measured quality", () => {
  it('covers every text of the contract', () => {
    const covered = [...Object.keys(pairs), ...notShown].sort()
    expect(covered).toEqual(Object.keys(quality).sort())
  })

  it('reads in English exactly as the contract writes it', () => {
    for (const [key, texts] of Object.entries(pairs))
      for (const [shown, contract] of texts()) expect(shown, key).toBe(contract)
  })

  it('reads in Bahasa Indonesia on an Indonesian page', () => {
    setLanguage('id', { isChoice: false })
    const untranslated = Object.entries(pairs).flatMap(([key, texts]) =>
      texts()
        .filter(([shown, contract]) => shown === contract)
        .map(([shown]) => `${key}: ${shown}`),
    )
    expect(untranslated).toEqual([])
    expect(say('qualityCalls', { count: 2926 })).toBe('2.926 panggilan dalam 30 hari')
  })
})
