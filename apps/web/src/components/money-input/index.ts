export { MoneyInput, type MoneyInputProps } from './money-input'
export { moneyAmountOf, moneyFieldsOf, moneyProblemOf, moneyTextOf } from './money-value'
