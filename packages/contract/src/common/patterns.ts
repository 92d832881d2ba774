// The text patterns of the validation rules, apart from the zod builders (common/validation.ts), so
// that the plain checks of the sign-in form (auth/login-checks.ts) share them without loading zod.

export const textPatterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  numeric: /^-?\d+(\.\d+)?$/,
  phone: /^[1-9]\d{6,14}$/,
  alpha: /^\p{L}+$/u,
  alphaDash: /^[\p{L}\p{N}_-]+$/u,
  alphaNum: /^[\p{L}\p{N}]+$/u,
  alphaSpaces: /^[\p{L}\s]+$/u,
  alphaKey: /^[A-Za-z0-9_.-]+$/,
  url: /^(ftp|http|https):\/\/[^\s/$.?#][^\s]*$/i,
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /\d/,
  symbol: /[!@#$%^&*]/,
  allowedPasswordCharacters: /^[A-Za-z\d!@#$%^&*]+$/,
}

/** The longest email address the rules accept (the limit of the address's path in SMTP). */
export const emailMaxLength = 254
