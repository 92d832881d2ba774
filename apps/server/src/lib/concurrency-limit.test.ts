import { describe, expect, it } from 'vitest'
import { createConcurrencyLimit } from './concurrency-limit'

describe('a concurrency limit', () => {
  it('runs at most its slots at once, the rest in arrival order, and frees a slot on failure', async () => {
    const run = createConcurrencyLimit(2)
    let active = 0
    let peak = 0
    const order: number[] = []
    const task = (id: number, fails = false) =>
      run(async () => {
        active++
        peak = Math.max(peak, active)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(id)
        active--
        if (fails) throw new Error(`task ${id} failed`)
        return id
      })
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4), task(5)])
    expect(peak).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
  })
})
