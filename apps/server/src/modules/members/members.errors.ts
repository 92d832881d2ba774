import { memberErrorMessages } from '@lumbung/contract'
import { AppError } from '../../lib/errors'

/** Another company's member and an unknown id answer alike, so nothing leaks across tenants. */
export const memberNotFound = () => new AppError('MEMBER_NOT_FOUND', 404, memberErrorMessages.memberNotFound)

export const invitationInvalid = () =>
  new AppError('INVITATION_INVALID', 410, memberErrorMessages.invitationInvalid)
