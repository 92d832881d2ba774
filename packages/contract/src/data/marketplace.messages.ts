/** The words of the marketplace search that the search answer itself leads to. */
export const marketplaceSearchMessages = {
  /** "Did you mean weather?": the corrected search is a link that searches it. */
  didYouMeanBefore: 'Did you mean',
  didYouMeanAfter: '?',
  /** The link's name for screen readers, which read it out of its sentence (ICU: `{search}`). */
  didYouMeanLink: 'Search for “{search}”',
} as const

/** A provider's public page that no longer shows a provider (or never did). */
export const marketplaceErrorMessages = {
  providerNotFound: 'Provider not found',
} as const
