export const operatorMessages = {
  companyVerified: 'Company verified',
  companyRejected: 'Company rejected',
  userDeactivated: 'User deactivated',
  userReactivated: 'User reactivated',
  jobRequeued: 'Job queued again',
  jobDiscarded: 'Job removed',
  jobNotFound: 'Job not found',
  jobNotRetryable:
    'This job cannot run again: it is not failed, what it needs was removed, or the same job is already queued',
  jobNotDiscardable: 'Only a job that failed for good can be removed',
} as const

export const operatorErrorMessages = {
  tenantNotFound: 'Tenant not found',
  userNotFound: 'User not found',
  /** The owner is the one account a company cannot lose; the message names the way out. */
  ownerCannotBeDeactivated:
    "A company's owner cannot be deactivated. The owner first hands the company to another active member with Transfer ownership (Manage Users); then this account can be deactivated.",
} as const
