/** The money input's own words (the field messages come from the contract's rupiah rule). */
export const moneyInputText = {
  hint: (max: string) => `Whole rupiah, no decimals; at most ${max}`,
} as const
