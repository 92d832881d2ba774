/** The error code that asks the client to re-enter the password before retrying (fresh login). */
export const freshLoginRequiredCode = 'FRESH_LOGIN_REQUIRED'
