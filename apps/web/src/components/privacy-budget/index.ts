export {
  costLevels,
  expectedErrorText,
  formatErrorBar,
  formatMeasureValue,
  isRupiahMeasure,
  type CostLevel,
  type ExpectedErrorText,
} from './privacy-format'
export { privacyBudgetTexts } from './privacy-budget.texts'
export { privacyTermsTexts } from './privacy-terms.texts'
export { PrivacyBudgetSummary } from './privacy-budget-summary'
export { PrivacyRefusalAlert } from './privacy-refusal-alert'
