import { lazyModule, type PageModule } from '../../lib/lazy-import'

/** The screens this feature serves, by their path in the contract's screen list. */
export const membersPages: Record<string, PageModule> = {
  '/manage-users': lazyModule(() =>
    import('./routes/manage-users-route').then((module) => module.ManageUsersRoute),
  ),
  '/manage-users/add': lazyModule(() =>
    import('./routes/add-member-route').then((module) => module.AddMemberRoute),
  ),
  '/manage-users/detail/{id}': lazyModule(() =>
    import('./routes/member-detail-route').then((module) => module.MemberDetailRoute),
  ),
  '/account-activation': lazyModule(() =>
    import('./routes/account-activation-route').then((module) => module.AccountActivationRoute),
  ),
}
