import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it } from 'vitest'
import { currentLanguage, setLanguage } from '../../lib/i18n/i18n'
import { DayFirstDateInput, parseDayFirst } from './day-first-date-input'

const shown = (value: string | null) =>
  renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(DayFirstDateInput, { label: 'Paid on', value, onChange: () => undefined }),
    ),
  )

describe('the day-first date input', () => {
  const before = currentLanguage()
  afterEach(() => setLanguage(before, { isChoice: false }))

  it('shows 2026-11-29 as 29/11/2026 in English and in Bahasa Indonesia', () => {
    expect(shown('2026-11-29')).toContain('value="29/11/2026"')
    setLanguage('id', { isChoice: false })
    expect(shown('2026-11-29')).toContain('value="29/11/2026"')
  })

  it('shows an empty field with a day-first hint in the page language', () => {
    expect(shown(null)).toContain('placeholder="DD/MM/YYYY"')
    setLanguage('id', { isChoice: false })
    expect(shown('')).toContain('placeholder="HH/BB/TTTT"')
  })

  it('reads what a person types day first, never month first', () => {
    expect(parseDayFirst('29/11/2026')).toBe('2026-11-29')
    expect(parseDayFirst('01/02/2026')).toBe('2026-02-01')
    expect(parseDayFirst('1-2-2026')).toBe('2026-02-01')
    expect(parseDayFirst('29.11.2026')).toBe('2026-11-29')
    expect(parseDayFirst('2026-11-29')).toBe('2026-11-29')
  })

  it('waits for a whole, real day', () => {
    expect(parseDayFirst('29/11/20')).toBeNull()
    expect(parseDayFirst('11/29/2026')).toBeNull()
    expect(parseDayFirst('31/02/2026')).toBeNull()
    expect(parseDayFirst('')).toBeNull()
  })
})
