import { LandingPage } from '../../../features/dashboard/components/landing-page'

export function ProviderDashboardRoute() {
  return <LandingPage userType="provider" />
}
