import type { Rational } from './discrete-samplers'

/**
 * Privacy loss in zero-concentrated differential privacy (Bun and Steinke, "Concentrated Differential
 * Privacy: Simplifications, Extensions, and Lower Bounds", TCC 2016). ρ is kept in millionths, as an
 * integer, so that budgets add and subtract exactly in the database.
 */
export const microRhoPerRho = 1_000_000n

/**
 * The variance of Gaussian noise that makes one release of a figure with sensitivity Δ satisfy ρ-zCDP:
 * σ² = Δ² / (2ρ) (Proposition 1.6). The discrete Gaussian keeps the same guarantee (Canonne, Kamath and
 * Steinke 2020, Theorem 14).
 */
export function gaussianVariance(sensitivity: bigint, microRho: bigint): Rational {
  if (sensitivity <= 0n) throw new RangeError('The sensitivity must be positive')
  if (microRho <= 0n) throw new RangeError('The privacy cost must be positive')
  return { numerator: sensitivity * sensitivity * microRhoPerRho, denominator: 2n * microRho }
}

/** The (ε, δ) guarantee implied by ρ-zCDP: ε = ρ + 2·√(ρ·ln(1/δ)) (Proposition 1.3). */
export function epsilonOf(microRho: bigint, delta: number): number {
  if (!(delta > 0 && delta < 1)) throw new RangeError('δ must lie between 0 and 1')
  const rho = Number(microRho) / Number(microRhoPerRho)
  return rho + 2 * Math.sqrt(rho * Math.log(1 / delta))
}
