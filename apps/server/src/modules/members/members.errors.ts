import { AppError } from '../../lib/errors'

/** Another company's member and an unknown id answer alike, so nothing leaks across tenants. */
export const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, 'Member not found')

/** Unknown, used, expired and cancelled invitation links all answer this one message. */
export const invitationInvalid = () =>
  new AppError(
    'INVITATION_INVALID',
    410,
    'This invitation link has expired or has already been used. Ask your company admin to send a new invitation.',
  )
