import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { operatorMenu, sidebarMenus, type MenuEntry } from '@lumbung/contract'
import { en } from './catalogs/en'
import { id } from './catalogs/id'
import { browserLanguage, setLanguage, translate, translateLabel, type AreaTexts } from './i18n'

const catalogs = { en, id } as Record<string, Record<string, string>>
// Every area's texts, wherever its feature keeps them (`features/<module>/<area>.texts.ts`).
const areaModules = import.meta.glob<Record<string, unknown>>('../../**/*.texts.ts', { eager: true })
const isAreaTexts = (value: unknown): value is AreaTexts<string> =>
  typeof value === 'object' && value !== null && 'area' in value && 'en' in value && 'id' in value
const areas = Object.entries(areaModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isAreaTexts)
    .map((texts) => ({ file, texts })),
)
// A count's plural selector may go unused where the language has one form ("1 data", "2 data").
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).filter((name) => name !== 'count')

describe('catalogues', () => {
  it('hold the same keys in English and in Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort())
    for (const [language, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of Object.entries(catalog))
        expect(text.trim(), `${language} ${key} is blank`).not.toBe('')
    }
  })

  it('write every message in valid ICU, with the same values in both languages', () => {
    for (const [key, text] of Object.entries(catalogs.en!)) {
      const translated = catalogs.id![key] ?? ''
      expect(() => compileMessage(text), `en ${key}`).not.toThrow()
      expect(() => compileMessage(translated), `id ${key}`).not.toThrow()
      expect(new Set(placeholdersOf(translated)), key).toEqual(new Set(placeholdersOf(text)))
    }
  })

  it('hold every area in both languages, valid and complete, under a name of its own', () => {
    expect(areas.length).toBeGreaterThan(0)
    const names = areas.map(({ texts }) => texts.area)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    for (const { file, texts } of areas) {
      expect(Object.keys(texts.id).sort(), file).toEqual(Object.keys(texts.en).sort())
      for (const [key, text] of Object.entries(texts.en)) {
        const where = `${file} ${texts.area}.${key}`
        const translated = texts.id[key] ?? ''
        expect(`${texts.area}.${key}` in en, `${where} shadows a core key`).toBe(false)
        expect(text.trim(), `en ${where} is blank`).not.toBe('')
        expect(translated.trim(), `id ${where} is blank`).not.toBe('')
        expect(() => compileMessage(text), `en ${where}`).not.toThrow()
        expect(() => compileMessage(translated), `id ${where}`).not.toThrow()
        expect(new Set(placeholdersOf(translated)), where).toEqual(new Set(placeholdersOf(text)))
      }
    }
    // Several thousand texts are compiled twice each: seconds, more on a busy machine.
  }, 30_000)

  it('name every menu entry of the contract in both languages', () => {
    const labels = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [entry.label, ...labels(entry.children ?? [])])
    const all = [...labels(sidebarMenus.consumer), ...labels(sidebarMenus.provider), ...labels(operatorMenu)]
    expect(all.filter((label) => !(`menu.${label}` in en))).toEqual([])
  })
})

describe('translate', () => {
  it('speaks the chosen language, counts right, and writes thousands with a dot in both', () => {
    setLanguage('en')
    expect(translate('login.submit')).toBe('Sign in')
    expect(translate('table.records', { count: 1 })).toBe('1 record')
    expect(translate('table.records', { count: 2926 })).toBe('2.926 records')
    expect(translateLabel('menu', 'Billings')).toBe('Billings')
    setLanguage('id')
    expect(translate('login.submit')).toBe('Masuk')
    expect(translate('table.records', { count: 1 })).toBe('1 data')
    expect(translate('table.records', { count: 2926 })).toBe('2.926 data')
    expect(translateLabel('menu', 'Billings')).toBe('Tagihan')
    expect(translateLabel('menu', 'Something new')).toBe('Something new')
    setLanguage('en')
  })

  it('follows the browser when no choice was made', () => {
    expect(browserLanguage(['id-ID', 'en-US'])).toBe('id')
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en')
    expect(browserLanguage(['fr-FR'])).toBe('en')
  })
})
