import { describe, expect, it } from 'vitest'
import { pxToEm, themeBreakpoints } from './theme'

describe('theme breakpoints', () => {
  it('expresses the layout breakpoints of the product in em', () => {
    expect(themeBreakpoints).toEqual({
      xs: '40em',
      sm: '48em',
      md: '62em',
      lg: '64em',
      xl: '80em',
      xxl: '96em',
    })
  })

  it('puts the mobile breakpoint at 992 px', () => {
    expect(pxToEm(992)).toBe(themeBreakpoints.md)
  })
})
