import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  bernoulliExp,
  epsilonOf,
  gaussianVariance,
  integerSquareRoot,
  sampleDiscreteGaussian,
  sampleDiscreteLaplace,
  type RandomSource,
  type Rational,
} from '.'

const draws = 100_000

/** The exact moments of a distribution on the integers with P(x) ∝ weight(x), summed far into the tails. */
function momentsOf(weight: (x: number) => number, reach: number) {
  let total = 0
  let second = 0
  for (let x = -reach; x <= reach; x++) {
    total += weight(x)
    second += x * x * weight(x)
  }
  return { variance: second / total, probability: (x: number) => weight(x) / total }
}

function sample(count: number, draw: () => bigint) {
  const values = new Int32Array(count)
  for (let index = 0; index < count; index++) values[index] = Number(draw())
  let sum = 0
  let squares = 0
  for (const value of values) {
    sum += value
    squares += value * value
  }
  const mean = sum / count
  return { values, mean, variance: squares / count - mean * mean }
}

const rational = (numerator: number, denominator = 1): Rational => ({
  numerator: BigInt(numerator),
  denominator: BigInt(denominator),
})

describe('discrete Gaussian', () => {
  it.each([
    ['σ² = 10', rational(10)],
    ['σ² = 7/3, below the proposal scale', rational(7, 3)],
    ['σ² = 2,500', rational(2500)],
  ])(
    'has mean 0, the theoretical variance within 5 percent and the theoretical tails over 100,000 draws (%s)',
    (_, sigmaSquared) => {
      const s2 = Number(sigmaSquared.numerator) / Number(sigmaSquared.denominator)
      const theory = momentsOf((x) => Math.exp((-x * x) / (2 * s2)), Math.ceil(40 * Math.sqrt(s2)))
      const { values, mean, variance } = sample(draws, () => sampleDiscreteGaussian(sigmaSquared))

      expect(Math.abs(variance / theory.variance - 1)).toBeLessThan(0.05)
      // The mean's standard error is σ/√n; six of them cannot be exceeded by chance.
      expect(Math.abs(mean)).toBeLessThan((6 * Math.sqrt(theory.variance)) / Math.sqrt(draws))

      // Tails: the share beyond 2σ and beyond 3σ matches the exact probability within five standard errors.
      for (const multiple of [2, 3]) {
        const cut = Math.floor(multiple * Math.sqrt(s2))
        let expected = 0
        for (let x = cut + 1; x <= 40 * Math.sqrt(s2) + 1; x++) expected += 2 * theory.probability(x)
        const observed = values.filter((value) => Math.abs(value) > cut).length / draws
        const standardError = Math.sqrt((expected * (1 - expected)) / draws)
        expect(Math.abs(observed - expected)).toBeLessThan(5 * standardError + 1e-9)
      }
    },
  )

  it('gives each small value its exact probability', () => {
    const sigmaSquared = rational(3, 2)
    const theory = momentsOf((x) => Math.exp((-x * x) / 3), 60)
    const { values } = sample(draws, () => sampleDiscreteGaussian(sigmaSquared))
    for (const x of [-2, -1, 0, 1, 2]) {
      const expected = theory.probability(x)
      const observed = values.filter((value) => value === x).length / draws
      expect(Math.abs(observed - expected)).toBeLessThan(5 * Math.sqrt((expected * (1 - expected)) / draws))
    }
  })

  it('works with the very large variances that sums of rupiah need', () => {
    // σ = 10^8: noise for a sum measured in whole rupiah with a bound of tens of millions.
    const sigmaSquared = rational(1e16)
    const { variance } = sample(20_000, () => sampleDiscreteGaussian(sigmaSquared))
    expect(Math.abs(variance / 1e16 - 1)).toBeLessThan(0.05)
  })

  it('refuses a variance that is not positive', () => {
    expect(() => sampleDiscreteGaussian(rational(0))).toThrow(RangeError)
    expect(() => sampleDiscreteGaussian({ numerator: 1n, denominator: -1n })).toThrow(RangeError)
  })
})

describe('discrete Laplace', () => {
  it.each([
    ['t = 1', rational(1)],
    ['t = 5/2', rational(5, 2)],
    ['t = 40', rational(40)],
  ])('has the theoretical variance within 5 percent over 100,000 draws (%s)', (_, scale) => {
    const t = Number(scale.numerator) / Number(scale.denominator)
    const q = Math.exp(-1 / t)
    const expected = (2 * q) / (1 - q) ** 2
    const { mean, variance } = sample(draws, () => sampleDiscreteLaplace(scale))
    expect(Math.abs(variance / expected - 1)).toBeLessThan(0.05)
    expect(Math.abs(mean)).toBeLessThan((6 * Math.sqrt(expected)) / Math.sqrt(draws))
  })
})

describe('exact building blocks', () => {
  it('draws Bernoulli(exp(−γ)) with the right probability, for γ below and above 1', () => {
    for (const [numerator, denominator] of [
      [1n, 3n],
      [5n, 2n],
    ] as const) {
      let hits = 0
      for (let index = 0; index < draws; index++) if (bernoulliExp(numerator, denominator)) hits++
      const expected = Math.exp(-Number(numerator) / Number(denominator))
      expect(Math.abs(hits / draws - expected)).toBeLessThan(
        5 * Math.sqrt((expected * (1 - expected)) / draws),
      )
    }
  })

  it('takes integer square roots exactly, beyond the precision of a float', () => {
    const big = 10n ** 30n + 12345n
    const root = integerSquareRoot(big)
    expect(root * root <= big && (root + 1n) * (root + 1n) > big).toBe(true)
    expect(integerSquareRoot(99n)).toBe(9n)
    expect(integerSquareRoot(100n)).toBe(10n)
  })

  it('follows the random source it is given, so a biased source would show', () => {
    // A source that always answers 0 makes every Bernoulli succeed, so the Laplace loop never ends at V;
    // one answering n − 1 makes the first proposal's acceptance fail: both prove the source is read.
    let calls = 0
    const counting: RandomSource = {
      below(n) {
        calls++
        return calls % 2 === 0 ? n - 1n : 0n
      },
    }
    sampleDiscreteLaplace(rational(3), counting)
    expect(calls).toBeGreaterThan(2)
  })
})

describe('zCDP accounting', () => {
  it('gives the Gaussian variance Δ²/(2ρ) exactly', () => {
    expect(gaussianVariance(10n, 50_000n)).toEqual({ numerator: 100_000_000n, denominator: 100_000n })
  })

  it('converts ρ to (ε, δ)', () => {
    expect(epsilonOf(1_000_000n, 1e-6)).toBeCloseTo(1 + 2 * Math.sqrt(Math.log(1e6)), 10)
    expect(() => epsilonOf(1n, 0)).toThrow(RangeError)
  })
})

describe('randomness across processes', () => {
  it('never repeats a stream: two processes started alike draw different noise', () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
    const script = `import('${entry}').then((dp) => { const out = []; for (let i = 0; i < 64; i++) out.push(String(dp.sampleDiscreteGaussian({ numerator: 1000000n, denominator: 1n }))); console.log(out.join(',')) })`
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      }).trim()
    const first = run()
    const second = run()
    expect(first.split(',')).toHaveLength(64)
    expect(first).not.toBe(second)
  })
})
