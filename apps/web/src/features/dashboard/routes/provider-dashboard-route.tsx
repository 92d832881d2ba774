import { LandingPage } from '../components/landing-page'

export function ProviderDashboardRoute() {
  return <LandingPage userType="provider" />
}
