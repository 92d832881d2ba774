/** Monthly spend caps (docs/decisions/0051-spend-caps.md). */
export const spendCapMessages = {
  saved: 'Spend caps saved',
  capInvalid: 'Cap must be a whole number of rupiah',
  capTooSmall: 'Cap must be at least Rp 1',
  capTooLarge: 'Cap is too large',
  productInvalid: 'Product is not valid',
  productNotPurchased: 'Your company has not purchased this product',
  productRepeated: 'Each product can have one cap',
  tooManyProducts: 'Too many products at once',
} as const

export const spendCapErrorCodes = {
  productNotPurchased: 'PRODUCT_NOT_PURCHASED',
  productRepeated: 'PRODUCT_REPEATED',
} as const
