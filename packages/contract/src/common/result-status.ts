// The result wrapper's plain values, apart from its zod schemas (common/result.ts), so that a script
// that needs only these (the web's first load) does not carry zod along.

/** Every answer is wrapped; status 'OK' means success (docs/product.md#results). */
export const okStatus = 'OK'
export const errorStatus = 'ERROR'
export const genericErrorMessage = 'Something went wrong'
/** A multipart body that stops before its closing boundary (a dropped connection, a cut request). */
export const uploadIncompleteMessage = 'The upload ended before it was complete; send it again'
/** A multipart body with no boundary to read it by. */
export const uploadMalformedMessage = 'The upload is not a valid multipart form; send it again'
/** 503: the database is out of reach for a moment; nothing of the request was kept. */
export const serviceUnavailableMessage =
  'The service is unavailable for a moment and nothing was saved; please try again shortly'
/** 507: the server's disk is full; the upload was not kept. */
export const storageFullMessage =
  'There is no room to store the file right now and nothing was saved; please try again later'
