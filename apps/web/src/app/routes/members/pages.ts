import { lazyModule, type PageModule } from '../../../lib/lazy-import'

/** The screens of this folder, by their path in the contract's screen list. */
export const membersPages: Record<string, PageModule> = {
  '/manage-users': lazyModule(() => import('./manage-users-route').then((module) => module.ManageUsersRoute)),
  '/manage-users/add': lazyModule(() => import('./add-member-route').then((module) => module.AddMemberRoute)),
  '/manage-users/detail/{id}': lazyModule(() =>
    import('./member-detail-route').then((module) => module.MemberDetailRoute),
  ),
  '/account-activation': lazyModule(() =>
    import('./account-activation-route').then((module) => module.AccountActivationRoute),
  ),
}
