import { defineRoute } from '../common/routes'
import { listOf, okResult } from '../common/result'
import {
  activateAccountBody,
  changeMemberRoleBody,
  activatedAccount,
  invitation,
  invitationQuery,
  inviteMemberBody,
  listMemberQuery,
  member,
  memberDetail,
  memberIdParams,
  memberUserIdParams,
  resendInvitationBody,
  transferOwnershipBody,
} from './members.schemas'

const tags = ['members']
/** Every member call serves the Manage Users screens, which the access table gives to admins (and the owner). */
const manageUsers = { kind: 'screen', routeName: 'manage-users' } as const

export const membersRoutes = {
  inviteMember: defineRoute({
    method: 'POST',
    url: '/api/auth/user/invite-member',
    schema: {
      tags,
      summary: 'Invite someone to the company as an admin or member; an invitation mail is sent',
      body: inviteMemberBody,
      response: { 200: okResult(member) },
    },
    config: { access: manageUsers },
  }),
  listMember: defineRoute({
    method: 'GET',
    url: '/api/auth/user/list-member',
    schema: {
      tags,
      summary: "The company's members, filtered by name or email, role and status",
      querystring: listMemberQuery,
      response: { 200: okResult(listOf(member)) },
    },
    config: { access: manageUsers },
  }),
  memberDetail: defineRoute({
    method: 'GET',
    url: '/api/auth/user/member/:id',
    schema: {
      tags,
      summary: 'One member of the company',
      params: memberIdParams,
      response: { 200: okResult(memberDetail) },
    },
    config: { access: manageUsers },
  }),
  deactivateMember: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/deactivate-member/:user_id',
    schema: {
      tags,
      summary: 'Deactivate a member; every session of theirs ends at once',
      params: memberUserIdParams,
      response: { 200: okResult(memberDetail) },
    },
    config: { access: manageUsers },
  }),
  activateMember: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/activate-member/:user_id',
    schema: {
      tags,
      summary: 'Reactivate a deactivated member',
      params: memberUserIdParams,
      response: { 200: okResult(memberDetail) },
    },
    config: { access: manageUsers },
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    url: '/api/auth/user/resend-invitation',
    schema: {
      tags,
      summary: 'Send a fresh invitation link to an invited member; the earlier link stops working',
      body: resendInvitationBody,
      response: { 200: okResult(memberDetail) },
    },
    config: { access: manageUsers },
  }),
  changeRole: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/change-role/:user_id',
    schema: {
      tags,
      summary: 'The owner makes an admin a member or a member an admin; the member is mailed',
      params: memberUserIdParams,
      body: changeMemberRoleBody,
      response: { 200: okResult(memberDetail) },
    },
    // Only the owner: admins would otherwise promote each other or demote their peers.
    config: { access: { ...manageUsers, roles: [] } },
  }),
  transferOwnership: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/transfer-ownership',
    schema: {
      tags,
      summary: 'Hand the company to another active member; the owner becomes an admin',
      body: transferOwnershipBody,
      response: { 200: okResult(memberDetail) },
    },
    config: { access: { ...manageUsers, roles: [] } },
  }),
  invitation: defineRoute({
    method: 'GET',
    url: '/api/auth/user/invitation',
    schema: {
      tags,
      summary: 'Who a live invitation link is for, without using it',
      querystring: invitationQuery,
      response: { 200: okResult(invitation) },
    },
    config: { access: { kind: 'public' } },
  }),
  activateAccount: defineRoute({
    method: 'PUT',
    url: '/api/auth/user/activate',
    schema: {
      tags,
      summary: 'Accept an invitation by setting a password; the account becomes active',
      body: activateAccountBody,
      response: { 200: okResult(activatedAccount) },
    },
    config: { access: { kind: 'public' } },
  }),
} as const
