import { createElement } from 'react'
import type { MenuIcon } from '@lumbung/contract'
import { iconFor } from './menu-icons'

interface MenuEntryIconProps {
  entry: { label: string; icon: MenuIcon }
  size: number
  stroke: number
}

/** The icon of a menu entry; the icon components themselves are module-level constants. */
export function MenuEntryIcon({ entry, ...props }: MenuEntryIconProps) {
  return createElement(iconFor(entry), props)
}
