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
