import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { applicationRoleDescriptions, invitableRoles, memberMessages } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAssignableRoles } from '../../../features/members/api/get-application-roles'
import { useInviteMember } from '../../../features/members/api/invite-member'
import { InviteMemberForm } from '../../../features/members/components/invite-member-form'
import { formWidth } from '../../../components/layout/page-width'

/** If the role list cannot be fetched, the two invitable roles are known anyway. */
const fallbackRoles = invitableRoles.map((role) => ({
  value: role,
  label: applicationRoleDescriptions[role],
}))

export function AddMemberRoute() {
  const navigate = useNavigate()
  const roles = useAssignableRoles()
  const invite = useInviteMember()
  const roleOptions =
    roles.data?.data.map((role) => ({ value: role.value, label: role.description })) ?? fallbackRoles

  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to="/manage-users" size="sm">
          Manage users
        </Anchor>
        <Text size="sm">Invite user</Text>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Invite user
        </Title>
        <Text c="dimmed" size="sm">
          They receive an email with a link to set their password. The link works for 7 days.
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
              title: memberMessages.invitationSent,
              message: `We emailed ${member.email}.`,
            })
            await navigate(`/manage-users/detail/${member.id}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
