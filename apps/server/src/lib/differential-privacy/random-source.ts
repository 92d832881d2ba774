import { randomBytes } from 'node:crypto'

/**
 * Uniform random integers from the operating system's cryptographic generator, drawn exactly: a value
 * below n is taken from just enough random bits and redrawn when it lands at or above n, so no value is
 * more likely than another (a modulo or a float scaled to n would favour some).
 */
export interface RandomSource {
  /** A uniform integer in [0, n), n ≥ 1. */
  below(n: bigint): bigint
}

const poolBytes = 4096

export function createCryptoRandomSource(): RandomSource {
  let pool = randomBytes(poolBytes)
  let offset = 0

  function nextByte(): number {
    if (offset === pool.length) {
      pool = randomBytes(poolBytes)
      offset = 0
    }
    return pool[offset++]!
  }

  return {
    below(n: bigint): bigint {
      if (n < 1n) throw new RangeError('The range of a uniform draw must hold at least one value')
      if (n === 1n) return 0n
      const bits = (n - 1n).toString(2).length
      const wholeBytes = Math.ceil(bits / 8)
      const topMask = (1 << (bits - (wholeBytes - 1) * 8)) - 1
      for (;;) {
        let value = BigInt(nextByte() & topMask)
        for (let index = 1; index < wholeBytes; index++) value = (value << 8n) | BigInt(nextByte())
        if (value < n) return value
      }
    },
  }
}
