/** Delta Sharing for purchased file products (docs/decisions/0066-delta-sharing.md). */
export const deltaSharingMessages = {
  profileCreated: 'Delta Sharing profile created',
  tokenRevoked: 'Delta Sharing access revoked',
} as const

/** Why a profile or a token change is refused, each with its own stable code (deltaSharingErrorCodes). */
export const deltaSharingErrorMessages = {
  tokenNotFound: 'Delta Sharing profile not found',
  tokenAlreadyRevoked: 'This Delta Sharing profile has already been revoked',
  limitReached: 'Your company already has the most live Delta Sharing profiles it may hold; revoke one first',
} as const

export const deltaSharingErrorCodes = {
  tokenNotFound: 'DELTA_SHARING_TOKEN_NOT_FOUND',
  tokenAlreadyRevoked: 'DELTA_SHARING_TOKEN_ALREADY_REVOKED',
  limitReached: 'DELTA_SHARING_TOKEN_LIMIT_REACHED',
} as const satisfies Record<keyof typeof deltaSharingErrorMessages, string>

/**
 * What the sharing server answers a connector, as `{ errorCode, message }`: the codes are the protocol's
 * usual ones, so a connector shows them as it shows any sharing server's.
 */
export const deltaSharingProtocolMessages = {
  unauthenticated: 'The bearer token is missing, unknown, expired or revoked',
  tooManyAttempts: 'Too many requests with a wrong bearer token; try again later',
  shareNotFound: 'Share not found',
  schemaNotFound: 'Schema not found',
  tableNotFound: 'Table not found',
  badPageToken: 'The page token is not valid',
  badMaxResults: 'maxResults must be a whole number from 0',
  versionNotVisible: 'This purchase may not read that version of the table',
  changesNotOffered: 'Reading changes between versions is not offered; query a version instead',
  timestampNotOffered: 'Reading a table as of a timestamp is not offered; query a version instead',
  tableNotReady: "This table's Parquet file is still being prepared; try again in a few minutes",
  badRequest: 'The request is not valid',
  linkInvalid: 'This file link is not valid',
  linkExpired: 'This file link has expired: query the table again for a fresh one',
} as const

export const deltaSharingProtocolCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  tooManyAttempts: 'TOO_MANY_REQUESTS',
  shareNotFound: 'RESOURCE_DOES_NOT_EXIST',
  schemaNotFound: 'RESOURCE_DOES_NOT_EXIST',
  tableNotFound: 'RESOURCE_DOES_NOT_EXIST',
  badPageToken: 'INVALID_PARAMETER_VALUE',
  badMaxResults: 'INVALID_PARAMETER_VALUE',
  versionNotVisible: 'INVALID_PARAMETER_VALUE',
  changesNotOffered: 'FEATURE_NOT_SUPPORTED',
  timestampNotOffered: 'FEATURE_NOT_SUPPORTED',
  tableNotReady: 'TABLE_NOT_READY',
  badRequest: 'INVALID_PARAMETER_VALUE',
  linkInvalid: 'PERMISSION_DENIED',
  linkExpired: 'PERMISSION_DENIED',
} as const satisfies Record<keyof typeof deltaSharingProtocolMessages, string>
