import { expect, it } from 'vitest'
import { formatWaitDuration } from './duration'

it.each([
  [0.2, '1 second'],
  [1, '1 second'],
  [45, '45 seconds'],
  [59.4, '1 minute'],
  [60, '1 minute'],
  [61, '2 minutes'],
  [660, '11 minutes'],
  [3600, '1 hour'],
  [5400, '2 hours'],
])('%d seconds reads %s', (seconds, expected) => {
  expect(formatWaitDuration(seconds)).toBe(expected)
})
