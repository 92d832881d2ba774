import { z } from 'zod'
import { isBlank, optionalField } from '../common/blank'
import { applicationRoles, userStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { paginationQuery } from '../common/result'
import { rules, withPasswordConfirmation } from '../common/validation'

/** The roles an invitation may grant: the owner's role is only ever handed over, never invited. */
export const invitableRoles = ['admin', 'member'] as const
export type InvitableRole = (typeof invitableRoles)[number]

export const memberStatusLabels: Record<(typeof userStatuses)[number], string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DEACTIVATED: 'Deactivated',
}

const notValid = messages.email

/** A select's value: blank is 'can not be empty', anything outside the list is 'is not valid'. */
const choice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? messages.required(field) : notValid(field)),
  })

export const inviteMemberBody = z.object({
  email: rules.businessEmail('Email').max(254, { error: messages.max('Email', 254) }),
  full_name: rules.between('Full name', 3, 100),
  application_role: choice('Application role', invitableRoles),
})
export type InviteMemberBody = z.infer<typeof inviteMemberBody>

export const listMemberQuery = paginationQuery.extend({
  search: optionalField(
    z
      .string()
      .trim()
      .max(100, { error: messages.max('Search', 100) }),
  ),
  role: optionalField(choice('Role', applicationRoles)),
  status: optionalField(choice('Status', userStatuses)),
})
export type ListMemberQuery = z.infer<typeof listMemberQuery>

export const member = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  application_role: z.enum(applicationRoles),
  status: z.enum(userStatuses),
  /** ISO 8601 times; null until the member first signs in. */
  last_login_at: z.string().nullable(),
  created_at: z.string(),
})
export type Member = z.infer<typeof member>

export const memberDetail = member.extend({
  phone_number: z.string().nullable(),
  employee_position: z.string().nullable(),
  profile_url: z.string().nullable(),
  is_email_verified: z.boolean(),
  /** When the pending invitation stops working; null unless the member is INVITED with a live link. */
  invitation_expires_at: z.string().nullable(),
  /** Whether the signed-in user is looking at their own record. */
  is_self: z.boolean(),
})
export type MemberDetail = z.infer<typeof memberDetail>

const userId = (field: string) =>
  z.uuid({
    error: (issue) => (isBlank(issue.input) ? messages.required(field) : notValid(field)),
  })

export const memberIdParams = z.object({ id: userId('Id') })
export const memberUserIdParams = z.object({ user_id: userId('User id') })

export const resendInvitationBody = z.object({ user_id: userId('User id') })
export type ResendInvitationBody = z.infer<typeof resendInvitationBody>

export const transferOwnershipBody = z.object({
  user_id: userId('User id'),
  /** The owner's own password: handing the company over is confirmed by re-entering it. */
  password: rules.required('Password'),
})
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBody>

/** The owner moves a member between admin and member; the owner's own role moves only with ownership. */
export const changeMemberRoleBody = z.object({
  application_role: choice('Application role', invitableRoles),
})
export type ChangeMemberRoleBody = z.infer<typeof changeMemberRoleBody>

export const invitationQuery = z.object({ token: rules.required('Token') })

/** Who an invitation is for, shown on the activation screen before a password is set. */
export const invitation = z.object({
  full_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  application_role: z.enum(applicationRoles),
  expires_at: z.string(),
})
export type Invitation = z.infer<typeof invitation>

export const activateAccountBody = withPasswordConfirmation(
  z.object({
    token: rules.required('Token'),
    password: rules.complexPassword('Password'),
    password_confirmation: rules.required('Password confirmation'),
  }),
)
export type ActivateAccountBody = z.infer<typeof activateAccountBody>

export const activatedAccount = z.object({ email: z.string() })
