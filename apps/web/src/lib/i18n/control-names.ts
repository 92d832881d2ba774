import { translate } from './i18n'

const pageControlKeys = {
  first: 'control.firstPage',
  previous: 'control.previousPage',
  next: 'control.nextPage',
  last: 'control.lastPage',
} as const

/**
 * The name of a page list's arrow, in the page's language: the arrows are icons, and without a name a
 * screen reader announces "button". Mantine's lists (app/theme.ts) and the data tables use it.
 */
export function pageControlProps(control: keyof typeof pageControlKeys): { 'aria-label': string } {
  return { 'aria-label': translate(pageControlKeys[control]) }
}
