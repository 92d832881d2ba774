import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'

/** How long typing pauses before a list searches for what was typed. */
const searchDelayMs = 300

/** A list's search box: what it shows, and what a keystroke changes. */
export interface ListSearch {
  text: string
  change: (value: string) => void
}

/** Typing whose pause ended while a navigation was under way. */
interface HeldSearch {
  typed: string
  typedAfter: number
}

/**
 * The text of a list's search box, which searches (`onSearch`, trimmed) once typing pauses. `search` is
 * what the list is filtered by, from the address: when it changes from outside the box (back, forward,
 * a link to the list, a cleared filter), the box shows it in place of the text typed before, so it
 * never shows a search the list is not filtered by.
 */
export function useListSearch(search: string, onSearch: (search: string) => void): ListSearch {
  const [text, setText] = useState(search)
  const [followed, setFollowed] = useState(search)
  // The last text handed to `onSearch`: the address arriving at it is the list catching up with the box,
  // however much has been typed since, not a change from outside.
  const [sent, setSent] = useState<string | null>(null)
  // Typing from before a change from outside is not searched for after it.
  const [outsideChanges, setOutsideChanges] = useState(0)
  const navigation = useNavigation()
  const location = useLocation()
  // Whether the screen shows the address the browser is at, with no navigation under way. A navigation
  // that has finished moves the browser's address before the screen catches up, which a slow computer
  // may not have done when a pause ends.
  const isSettled = () => {
    const shown = new URL(`${location.pathname}${location.search}`, window.location.href)
    return (
      navigation.state === 'idle' &&
      shown.pathname === window.location.pathname &&
      shown.search === window.location.search
    )
  }
  const held = useRef<HeldSearch | null>(null)
  const searchLater = useDebouncedCallback((typed: string, typedAfter: number) => {
    if (typedAfter !== outsideChanges) return
    // A search sent now would replace a navigation under way, such as the menu's link clicked after the
    // typing: it waits for that navigation to end, and is dropped when that changed the list's search.
    if (!isSettled()) {
      held.current = { typed, typedAfter }
      return
    }
    setSent(typed)
    onSearch(typed)
  }, searchDelayMs)
  useEffect(() => {
    const search = held.current
    if (!search || navigation.state !== 'idle') return
    held.current = null
    searchLater(search.typed, search.typedAfter)
  }, [navigation.state, location, searchLater])
  if (followed !== search) {
    setFollowed(search)
    if (search !== sent && search !== text.trim()) {
      setText(search)
      setSent(null)
      setOutsideChanges(outsideChanges + 1)
    }
  }
  const change = (value: string) => {
    setText(value)
    held.current = null
    searchLater(value.trim(), outsideChanges)
  }
  return { text, change }
}
