import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'

/** How long typing pauses before a list searches for what was typed. */
const searchDelayMs = 300

/** A list's search box: what it shows, and what a keystroke changes. */
export interface ListSearch {
  text: string
  change: (value: string) => void
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
  const searchLater = useDebouncedCallback((typed: string, typedAfter: number) => {
    if (typedAfter !== outsideChanges) return
    setSent(typed)
    onSearch(typed)
  }, searchDelayMs)
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
    searchLater(value.trim(), outsideChanges)
  }
  return { text, change }
}
