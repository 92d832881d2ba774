import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
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
import { membersTexts } from '../../../features/members/members.texts'
import { useT } from '../../../lib/i18n/i18n'

export function MemberDetailRoute() {
  const t = useT(membersTexts)
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
        title: t('invitationSent'),
        message: t('newLinkSent', { email: detail.email }),
      })
    } catch (error) {
      void notify({ type: 'error', title: t('invitationFailed'), message: errorMessageOf(error) })
    }
  }

  const onDeactivate = () =>
    void confirm({
      title: t('deactivateTitle', { name: detail.full_name }),
      body: detail.status === 'INVITED' ? t('deactivateInvited') : t('deactivateActive'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('deactivate'),
          color: 'red',
          onClick: async () => {
            await deactivate.mutateAsync(detail.id)
            void toast({ color: 'teal', title: t('deactivated'), message: detail.full_name })
          },
        },
      ],
    })

  const onReactivate = () =>
    void confirm({
      title: t('reactivateTitle', { name: detail.full_name }),
      body: detail.is_email_verified ? t('reactivateVerified') : t('reactivateUnverified'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('reactivate'),
          color: 'teal',
          onClick: async () => {
            await reactivate.mutateAsync(detail.id)
            void toast({ color: 'teal', title: t('reactivated'), message: detail.full_name })
          },
        },
      ],
    })

  const onChangeRole = () => {
    const next = detail.application_role === 'admin' ? 'member' : 'admin'
    const isToAdmin = next === 'admin'
    const name = { name: detail.full_name }
    void confirm({
      title: isToAdmin ? t('confirmMakeAdmin', name) : t('confirmMakeMember', name),
      body: isToAdmin ? t('toAdmin') : t('toMember'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: isToAdmin ? t('makeAdmin') : t('makeMember'),
          onClick: async () => {
            await changeRole.mutateAsync({ userId: detail.id, role: next })
            void toast({
              color: 'teal',
              title: t('roleChanged'),
              message: isToAdmin ? t('nowAdmin', name) : t('nowMember', name),
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
          {t('manageUsers')}
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
            title: t('ownershipTransferred'),
            message: t('nowOwns', { name: detail.full_name }),
          })
          await navigate('/manage-users')
        }}
      />
    </Stack>
  )
}
