import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { invitableRoles, type ApplicationRole } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAssignableRoles } from '../../../features/members/api/get-application-roles'
import { useInviteMember } from '../../../features/members/api/invite-member'
import { InviteMemberForm } from '../../../features/members/components/invite-member-form'
import { formWidth } from '../../../components/layout/page-width'
import { membersTexts, roleLabel } from '../../../features/members/members.texts'
import { useT } from '../../../lib/i18n/i18n'

/** If the role list cannot be fetched, the two invitable roles are known anyway. */
const fallbackRoles = invitableRoles.map((role) => ({ value: role }))

export function AddMemberRoute() {
  const t = useT(membersTexts)
  const navigate = useNavigate()
  const roles = useAssignableRoles()
  const invite = useInviteMember()
  // The server names roles in English; the label comes from the role in the page's language.
  const roleOptions = (roles.data?.data ?? fallbackRoles).map((role) => ({
    value: role.value,
    label: roleLabel(role.value as ApplicationRole),
  }))

  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/manage-users" size="sm">
          {t('manageUsers')}
        </Anchor>
        <Text size="sm">{t('inviteUser')}</Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('inviteUser')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('inviteIntro')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <InviteMemberForm
          roles={roleOptions}
          isLoadingRoles={roles.isPending}
          isSubmitting={invite.isPending}
          error={invite.error}
          onCancel={() => void navigate('/manage-users')}
          onSubmit={async (values) => {
            const member = await invite.mutateAsync(values)
            void toast({
              color: 'teal',
              title: t('invitationSent'),
              message: t('weEmailed', { email: member.email }),
            })
            await navigate(`/manage-users/detail/${member.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
