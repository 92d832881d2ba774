import { isActionRoleAllowed, productsRoutes, type ApplicationRole } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'

/**
 * Whether a role may change what is on the marketplace: publish, archive, edit a published product. The
 * contract's publish entry decides, as it does for the server's route gate.
 */
export const mayChangeLiveProducts = (role: ApplicationRole): boolean =>
  isActionRoleAllowed(productsRoutes.publish.config.access, role)

/** The same for the signed-in user. */
export function useCanChangeLiveProducts(): boolean {
  return mayChangeLiveProducts(useCurrentUser().user.application_role)
}
