import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCrown, IconMailForward, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react'
import { memberRoleChangeTexts, type ApplicationRole } from '@lumbung/contract'
import type { MemberActions } from './member-permissions'

export interface MemberActionsPanelProps {
  actions: MemberActions
  /** The member's current role, which names the role change the button offers. */
  role: ApplicationRole
  pending: 'resend' | 'deactivate' | 'reactivate' | 'transfer' | 'role' | null
  onResend: () => void
  onDeactivate: () => void
  onReactivate: () => void
  onTransfer: () => void
  onChangeRole: () => void
}

export function MemberActionsPanel({
  actions,
  role,
  pending,
  onResend,
  onDeactivate,
  onReactivate,
  onTransfer,
  onChangeRole,
}: MemberActionsPanelProps) {
  const hasAny = Object.values(actions).some(Boolean)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Actions
        </Title>
        {hasAny ? (
          <Group gap="sm">
            {actions.canResendInvitation ? (
              <Button
                variant="light"
                leftSection={<IconMailForward size={18} />}
                loading={pending === 'resend'}
                onClick={onResend}
              >
                Resend invitation
              </Button>
            ) : null}
            {actions.canReactivate ? (
              <Button
                variant="light"
                color="teal"
                leftSection={<IconUserCheck size={18} />}
                loading={pending === 'reactivate'}
                onClick={onReactivate}
              >
                Reactivate
              </Button>
            ) : null}
            {actions.canChangeRole ? (
              <Button
                variant="light"
                leftSection={<IconUserShield size={18} aria-hidden />}
                loading={pending === 'role'}
                onClick={onChangeRole}
              >
                {role === 'admin' ? memberRoleChangeTexts.makeMember : memberRoleChangeTexts.makeAdmin}
              </Button>
            ) : null}
            {actions.canTransferOwnership ? (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconCrown size={18} />}
                loading={pending === 'transfer'}
                onClick={onTransfer}
              >
                Transfer ownership
              </Button>
            ) : null}
            {actions.canDeactivate ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconUserOff size={18} />}
                loading={pending === 'deactivate'}
                onClick={onDeactivate}
              >
                Deactivate
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            There is nothing you can change for this user.
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
