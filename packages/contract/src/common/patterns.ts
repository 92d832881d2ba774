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
  // Letters of any script count, so that Ä or Ş is the uppercase letter a password asks for.
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\d/,
  symbol: /[!@#$%^&*]/,
  // Any printable character (spaces, other punctuation and non-ASCII letters included); only control,
  // invisible formatting and unassigned code points are refused, which no one can type or see.
  allowedPasswordCharacters: /^\P{C}+$/u,
}

/** The longest email address the rules accept (the limit of the address's path in SMTP). */
export const emailMaxLength = 254
