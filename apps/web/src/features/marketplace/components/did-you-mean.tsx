import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'
import { marketplaceSearchMessages as messages } from '@lumbung/contract'
import { didYouMeanHref } from './did-you-mean-link'
import type { MarketplaceSearchState } from './search-url-state'

export interface MarketplaceDidYouMeanProps {
  state: MarketplaceSearchState
  /** The search answer's `did_you_mean`. */
  suggestion: string | undefined
}

/** "Did you mean weather?" under the search box, when the marketplace corrected a misspelt search. */
export function MarketplaceDidYouMean({ state, suggestion }: MarketplaceDidYouMeanProps) {
  const href = didYouMeanHref(state, suggestion)
  if (!href || !suggestion) return null
  return (
    <Text size="sm">
      {messages.didYouMeanBefore}{' '}
      <Anchor component={Link} to={href} fw={600} aria-label={messages.didYouMeanLink(suggestion)}>
        {suggestion}
      </Anchor>
      {messages.didYouMeanAfter}
    </Text>
  )
}
