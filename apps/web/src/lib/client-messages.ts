/**
 * Failures the web raises itself, before any server answered: English here, Indonesian with the
 * server's codes (`api-error.texts.ts`).
 */

/** An action that needed the password again, not done because the prompt was closed. */
export const freshLoginCancelledMessage =
  'This action needs your password. It was not done because the password prompt was closed.'

/** A file upload cut off before the server answered (no status, code NETWORK_ERROR). */
export const uploadInterruptedMessage = 'The upload was interrupted; please try again'
