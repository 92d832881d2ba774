import { LandingPage } from '../../../features/dashboard/components/landing-page'

export function ConsumerDashboardRoute() {
  return <LandingPage userType="consumer" />
}
