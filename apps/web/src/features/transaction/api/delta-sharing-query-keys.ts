/** The company's Delta Sharing profiles: one list, whichever purchase page shows it. */
export const deltaSharingQueryKeys = {
  tokens: ['delta-sharing', 'tokens'] as const,
}
