import { createCryptoRandomSource, type RandomSource } from './random-source'

/** A positive rational number, kept exact so that no floating-point gap can show in the noise. */
export interface Rational {
  numerator: bigint
  denominator: bigint
}

/*
 * Exact samplers from Canonne, Kamath and Steinke, "The Discrete Gaussian for Differential Privacy"
 * (NeurIPS 2020), Algorithms 1–3. Every step works on integers and rationals and draws from a
 * cryptographic source, so the output distribution is exactly the one the privacy proof assumes:
 * floating-point samplers leave gaps in their outputs that can reveal the true value (Mironov, "On
 * Significance of the Least Significant Bits for Differential Privacy", CCS 2012).
 */

const defaultSource = createCryptoRandomSource()

function assertPositive(value: Rational, name: string): void {
  if (value.numerator <= 0n || value.denominator <= 0n) {
    throw new RangeError(`${name} must be a positive rational number`)
  }
}

/** Bernoulli(n/d) for 0 ≤ n/d ≤ 1: a uniform draw in [0, d) falls below n. */
function bernoulli(numerator: bigint, denominator: bigint, random: RandomSource): boolean {
  return random.below(denominator) < numerator
}

/** Bernoulli(exp(−γ)) for γ = n/d in [0, 1] (Algorithm 1, first part). */
function bernoulliExpUpToOne(numerator: bigint, denominator: bigint, random: RandomSource): boolean {
  let k = 1n
  while (bernoulli(numerator, denominator * k, random)) k++
  return k % 2n === 1n
}

/** Bernoulli(exp(−γ)) for any γ = n/d ≥ 0 (Algorithm 1): exp(−γ) = exp(−1)^⌊γ⌋ · exp(−(γ − ⌊γ⌋)). */
export function bernoulliExp(
  numerator: bigint,
  denominator: bigint,
  random: RandomSource = defaultSource,
): boolean {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('γ must be a non-negative rational number')
  const whole = numerator / denominator
  for (let step = 0n; step < whole; step++) {
    if (!bernoulliExpUpToOne(1n, 1n, random)) return false
  }
  return bernoulliExpUpToOne(numerator - whole * denominator, denominator, random)
}

/**
 * The discrete Laplace distribution with scale t = numerator/denominator (Algorithm 2):
 * P(x) ∝ exp(−|x| / t) for every integer x.
 */
export function sampleDiscreteLaplace(scale: Rational, random: RandomSource = defaultSource): bigint {
  assertPositive(scale, 'The scale')
  // In the paper's notation the scale is t/s.
  const t = scale.numerator
  const s = scale.denominator
  for (;;) {
    const u = random.below(t)
    if (!bernoulliExp(u, t, random)) continue
    let v = 0n
    while (bernoulliExp(1n, 1n, random)) v++
    const y = (u + t * v) / s
    const isNegative = random.below(2n) === 1n
    if (isNegative && y === 0n) continue
    return isNegative ? -y : y
  }
}

/** ⌊√n⌋ for n ≥ 0, by Newton's method on integers. */
export function integerSquareRoot(n: bigint): bigint {
  if (n < 0n) throw new RangeError('No square root of a negative number')
  if (n < 2n) return n
  let x = BigInt(Math.floor(Math.sqrt(Number(n))))
  // The float guess is close; settle it exactly.
  while (x * x > n) x = (x + n / x) / 2n
  while ((x + 1n) * (x + 1n) <= n) x++
  return x
}

/**
 * The discrete Gaussian N_Z(0, σ²) with σ² = numerator/denominator (Algorithm 3): P(x) ∝ exp(−x²/(2σ²))
 * for every integer x. A discrete Laplace proposal with scale ⌊σ⌋ + 1 is accepted with probability
 * exp(−(|y| − σ²/t)² / (2σ²)), which the paper shows is exact; the expected number of proposals is small.
 */
export function sampleDiscreteGaussian(sigmaSquared: Rational, random: RandomSource = defaultSource): bigint {
  assertPositive(sigmaSquared, 'The variance')
  const a = sigmaSquared.numerator
  const b = sigmaSquared.denominator
  const t = integerSquareRoot(a / b) + 1n
  for (;;) {
    const y = sampleDiscreteLaplace({ numerator: t, denominator: 1n }, random)
    const magnitude = y < 0n ? -y : y
    // γ = (|y| − σ²/t)² / (2σ²) = (|y|·b·t − a)² / (2·a·b·t²)
    const difference = magnitude * b * t - a
    if (bernoulliExp(difference * difference, 2n * a * b * t * t, random)) return y
  }
}
