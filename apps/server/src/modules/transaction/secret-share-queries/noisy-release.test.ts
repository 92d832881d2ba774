import { releaseThreshold, type SecretShareAggregate, decimalOfScaled } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import type { Rational } from '../../../lib/differential-privacy'
import { noisyRelease, type ExactGroup, type ReleasePlan } from './noisy-release'
import { formatAverage } from './share-query-coordinator'

const bounds = { lower_bound: '0', upper_bound: '2000', scale: 2 }
const planOf = (aggregate: SecretShareAggregate, isGrouped = false): ReleasePlan => ({
  aggregate,
  costMicroRho: 40_000,
  measure: aggregate === 'COUNT' ? null : bounds,
  isGrouped,
  minGroupSize: 10,
})

/** A draw that records the variance it was asked for and adds a fixed offset per figure. */
function fixedDraws(offsets: bigint[]) {
  const asked: Rational[] = []
  let next = 0
  const draw = (variance: Rational) => {
    asked.push(variance)
    return offsets[next++ % offsets.length]!
  }
  return { draw, asked }
}

describe('the noisy release', () => {
  it('adds noise to the count with variance 1/(2ρ), and reports the count’s error bars', () => {
    const { draw, asked } = fixedDraws([3n])
    const rows = noisyRelease([{ group: null, identifierCount: 40 }], planOf('COUNT'), draw)
    expect(rows).toEqual([
      {
        group: null,
        is_suppressed: false,
        match_count: 43,
        value: '43',
        match_count_error: 7,
        value_error: '7',
      },
    ])
    // σ² = 1 × 10⁶ / (2 × 40,000) = 12.5
    expect(asked).toEqual([{ numerator: 1_000_000n, denominator: 80_000n }])
  })

  it('gives a sum noise scaled by the larger bound at half the cost, and an average of the noisy figures', () => {
    const group: ExactGroup = { group: null, identifierCount: 40, sum: 4_000_000n }
    const sum = fixedDraws([-2n, 12_345n])
    expect(noisyRelease([group], planOf('SUM'), sum.draw)[0]).toMatchObject({
      match_count: 38,
      value: '40123.45',
      value_error: '19600.00',
    })
    // Count at ρ = 0.02 (Δ = 1), sum at ρ = 0.02 with Δ = 2000.00 = 200,000 scaled.
    expect(sum.asked).toEqual([
      { numerator: 1_000_000n, denominator: 40_000n },
      { numerator: 200_000n * 200_000n * 1_000_000n, denominator: 40_000n },
    ])
    const average = fixedDraws([-2n, 12_345n])
    // (4,000,000 + 12,345) / 38 scaled by 10² = 105,588.03 → 1055.8803
    expect(noisyRelease([group], planOf('AVG'), average.draw)[0]!.value).toBe('1055.8803')
  })

  it('releases an ungrouped line even when nothing matched, and suppresses it under k', () => {
    expect(noisyRelease([], planOf('COUNT'), fixedDraws([12n]).draw)[0]).toMatchObject({
      is_suppressed: false,
      match_count: 12,
    })
    expect(noisyRelease([], planOf('SUM'), fixedDraws([9n, 0n]).draw)).toEqual([
      {
        group: null,
        is_suppressed: true,
        match_count: null,
        value: null,
        match_count_error: null,
        value_error: null,
      },
    ])
  })

  it('leaves out a group whose noisy count is under the threshold, neither named nor counted', () => {
    const threshold = releaseThreshold(40_000, 10)
    expect(threshold).toBe(20)
    const groups = [
      { group: 'Jakarta', identifierCount: 25 },
      { group: 'Bogor', identifierCount: 6 },
      { group: 'Depok', identifierCount: 21 },
    ]
    // In the order shown: Bogor 6 + 13 = 19 does not show; Depok 21 − 2 = 19 does not; Jakarta 25 − 5 = 20 does.
    const rows = noisyRelease(groups, planOf('COUNT', true), fixedDraws([13n, -2n, -5n]).draw)
    expect(rows.map((row) => [row.group, row.value])).toEqual([['Jakarta', '20']])
  })

  it('refuses to sum without the measure’s bounds', () => {
    expect(() => noisyRelease([], { ...planOf('SUM'), measure: null })).toThrow()
  })

  it('formats scaled sums and rounds averages half away from zero', () => {
    expect(decimalOfScaled(125_050n, 2)).toBe('1250.50')
    expect(decimalOfScaled(-7n, 2)).toBe('-0.07')
    expect(decimalOfScaled(42n, 0)).toBe('42')
    expect(formatAverage(10n, 3, 0)).toBe('3.33')
    expect(formatAverage(20n, 3, 0)).toBe('6.67')
    expect(formatAverage(-20n, 3, 0)).toBe('-6.67')
  })
})
