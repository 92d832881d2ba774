export const operatorMessages = {
  companyVerified: 'Company verified',
  companyRejected: 'Company rejected',
  userDeactivated: 'User deactivated',
  userReactivated: 'User reactivated',
} as const
