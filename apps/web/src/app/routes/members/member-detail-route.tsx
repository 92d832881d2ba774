import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { applicationRoleDescriptions, memberMessages, memberRoleChangeTexts } from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { PageLoader } from '../../../components/layout/page-loader'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { HttpError } from '../../../lib/http-error'
import { useChangeMemberRole } from '../../../features/members/api/change-member-role'
import { useDeactivateMember } from '../../../features/members/api/deactivate-member'
import { useMember } from '../../../features/members/api/get-member'
import { useReactivateMember } from '../../../features/members/api/reactivate-member'
import { useResendInvitation } from '../../../features/members/api/resend-invitation'
import { useTransferOwnership } from '../../../features/members/api/transfer-ownership'
import { MemberActionsPanel } from '../../../features/members/components/member-actions'
import { MemberDetailCard } from '../../../features/members/components/member-detail-card'
import { memberActionsFor } from '../../../features/members/components/member-permissions'
import { TransferOwnershipModal } from '../../../features/members/components/transfer-ownership-modal'
import { pageWidth } from '../../../components/layout/page-width'

export function MemberDetailRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const member = useMember(id)
  const resend = useResendInvitation()
  const deactivate = useDeactivateMember()
  const reactivate = useReactivateMember()
  const transfer = useTransferOwnership()
  const changeRole = useChangeMemberRole()
  const [isTransferOpen, setIsTransferOpen] = useState(false)

  if (member.isError) {
    // An id of another company is simply unknown here, like a mistyped one.
    const status = isApiError(member.error) ? member.error.status : 500
    if (status === 404 || status === 422) throw new HttpError(404, 'This page could not be found')
    throw member.error
  }
  if (!member.data) return <PageLoader />
  const detail = member.data
  const actions = memberActionsFor(user.application_role, detail)
  const pending = resend.isPending
    ? 'resend'
    : deactivate.isPending
      ? 'deactivate'
      : reactivate.isPending
        ? 'reactivate'
        : transfer.isPending
          ? 'transfer'
          : changeRole.isPending
            ? 'role'
            : null

  const onResend = async () => {
    try {
      await resend.mutateAsync(detail.id)
      void toast({
        color: 'teal',
        title: memberMessages.invitationSent,
        message: `A new link went to ${detail.email}.`,
      })
    } catch (error) {
      void notify({ type: 'error', title: 'The invitation was not sent', message: errorMessageOf(error) })
    }
  }

  const onDeactivate = () =>
    void confirm({
      title: `Deactivate ${detail.full_name}?`,
      body:
        detail.status === 'INVITED'
          ? 'Their invitation link stops working. You can reactivate them later and send a new invitation.'
          : 'They are signed out everywhere at once and cannot sign in until an admin reactivates them.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Deactivate',
          color: 'red',
          onClick: async () => {
            await deactivate.mutateAsync(detail.id)
            void toast({ color: 'teal', title: memberMessages.deactivated, message: detail.full_name })
          },
        },
      ],
    })

  const onReactivate = () =>
    void confirm({
      title: `Reactivate ${detail.full_name}?`,
      body: detail.is_email_verified
        ? 'They can sign in again with their password.'
        : 'They never set a password, so they return to invited; send them a new invitation afterwards.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Reactivate',
          color: 'teal',
          onClick: async () => {
            await reactivate.mutateAsync(detail.id)
            void toast({ color: 'teal', title: memberMessages.reactivated, message: detail.full_name })
          },
        },
      ],
    })

  const onChangeRole = () => {
    const next = detail.application_role === 'admin' ? 'member' : 'admin'
    const label = applicationRoleDescriptions[next]
    void confirm({
      title: memberRoleChangeTexts.confirmTitle(detail.full_name, label),
      body: next === 'admin' ? memberRoleChangeTexts.toAdmin : memberRoleChangeTexts.toMember,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: next === 'admin' ? memberRoleChangeTexts.makeAdmin : memberRoleChangeTexts.makeMember,
          onClick: async () => {
            await changeRole.mutateAsync({ userId: detail.id, role: next })
            void toast({
              color: 'teal',
              title: memberMessages.roleChanged,
              message: memberRoleChangeTexts.changedTo(detail.full_name, label),
            })
          },
        },
      ],
    })
  }

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/manage-users" size="sm">
          Manage users
        </Anchor>
        <Text size="sm">{detail.full_name}</Text>
      </Breadcrumbs>
      <MemberDetailCard member={detail} />
      <MemberActionsPanel
        actions={actions}
        role={detail.application_role}
        pending={pending}
        onResend={() => void onResend()}
        onDeactivate={onDeactivate}
        onReactivate={onReactivate}
        onTransfer={() => {
          transfer.reset()
          setIsTransferOpen(true)
        }}
        onChangeRole={onChangeRole}
      />
      <TransferOwnershipModal
        isOpen={isTransferOpen}
        memberName={detail.full_name}
        isSubmitting={transfer.isPending}
        error={transfer.error}
        onClose={() => setIsTransferOpen(false)}
        onConfirm={async (password) => {
          await transfer.mutateAsync({ user_id: detail.id, password })
          setIsTransferOpen(false)
          await notify({
            type: 'success',
            title: memberMessages.ownershipTransferred,
            message: `${detail.full_name} now owns the company. You are an admin.`,
          })
          await navigate('/manage-users')
        }}
      />
    </Stack>
  )
}
