import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useT } from '../../../lib/i18n/i18n'
import { didYouMeanHref } from './did-you-mean-link'
import type { MarketplaceSearchState } from './search-url-state'

export interface MarketplaceDidYouMeanProps {
  state: MarketplaceSearchState
  /** The search answer's `did_you_mean`. */
  suggestion: string | undefined
}

/** "Did you mean weather?" under the search box, when the marketplace corrected a misspelt search. */
export function MarketplaceDidYouMean({ state, suggestion }: MarketplaceDidYouMeanProps) {
  const t = useT()
  const href = didYouMeanHref(state, suggestion)
  if (!href || !suggestion) return null
  return (
    <Text size="sm">
      {t('marketplace.didYouMeanBefore')}{' '}
      <Anchor
        component={Link}
        to={href}
        fw={600}
        aria-label={t('marketplace.didYouMeanLink', { search: suggestion })}
      >
        {suggestion}
      </Anchor>
      {t('marketplace.didYouMeanAfter')}
    </Text>
  )
}
