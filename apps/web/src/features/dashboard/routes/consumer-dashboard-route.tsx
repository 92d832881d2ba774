import { LandingPage } from '../components/landing-page'

export function ConsumerDashboardRoute() {
  return <LandingPage userType="consumer" />
}
