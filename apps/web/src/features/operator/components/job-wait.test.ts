import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../lib/i18n/i18n'
import { formatWait } from './job-wait'

describe('formatWait', () => {
  it('says a wait in the largest units that read well', () => {
    expect([0, 44.6, 60, 754, 3600, 11_100, 86_400, 187_200].map(formatWait)).toEqual([
      '—',
      '45 s',
      '1 min',
      '12 min',
      '1 h',
      '3 h 5 min',
      '1 d',
      '2 d 4 h',
    ])
  })

  it('says it in Bahasa Indonesia on an Indonesian page', () => {
    setLanguage('id', { isChoice: false })
    expect([44.6, 754, 11_100, 187_200].map(formatWait)).toEqual([
      '45 dtk',
      '12 mnt',
      '3 jam 5 mnt',
      '2 hari 4 jam',
    ])
  })
})

afterEach(() => setLanguage('en', { isChoice: false }))
