export {
  createOperator,
  demoPassword,
  describeDemoAccounts,
  hasDemoAccounts,
  isDatabaseEmpty,
  seedDemoData,
} from './demo-accounts'
export { seedDemoBilling } from './demo-billing'
export { seedDemoCatalogue } from './demo-catalogue'
export { seedDemoRequests } from './demo-catalogue-requests'
export { seedDemoConsumerData } from './demo-consumer-data'
export { seedDemoUsage } from './demo-usage'
