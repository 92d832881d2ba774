import type { Member, MemberDetail } from '@lumbung/contract'
import type { MemberRow } from './members.repository'

type ListedMember = Omit<MemberRow, 'hasPassword'>

export function toMember(row: ListedMember): Member {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    application_role: row.applicationRole,
    status: row.status,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

export function toMemberDetail(
  row: ListedMember,
  facts: { invitationExpiresAt: Date | null; viewerId: string },
): MemberDetail {
  return {
    ...toMember(row),
    phone_number: row.phoneNumber,
    employee_position: row.employeePosition,
    profile_url: row.profilePhotoPath ? `/storage/${row.profilePhotoPath}` : null,
    is_email_verified: row.emailVerifiedAt !== null,
    invitation_expires_at:
      row.status === 'INVITED' ? (facts.invitationExpiresAt?.toISOString() ?? null) : null,
    is_self: row.id === facts.viewerId,
  }
}

/** A unique index refused the write; node-postgres and PGlite both report SQLSTATE 23505, maybe wrapped. */
