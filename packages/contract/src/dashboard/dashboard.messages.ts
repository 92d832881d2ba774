/** What the dashboards answer when a period or product filter cannot be read. */
export const dashboardErrorMessages = {
  periodBackwards: 'The end date must not be before the start date',
  periodTooLong: 'The period can be at most 366 days',
  productNotFound: 'Product not found',
  userTypeInvalid: 'User type must be consumer or provider',
} as const
