export {
  costLevels,
  expectedErrorText,
  formatErrorBar,
  formatMeasureValue,
  isRupiahMeasure,
  type CostLevel,
  type ExpectedErrorText,
} from './privacy-format'
export { privacyLabels, suppressedLabels } from './privacy-labels'
export { PrivacyBudgetSummary } from './privacy-budget-summary'
export { PrivacyRefusalAlert } from './privacy-refusal-alert'
