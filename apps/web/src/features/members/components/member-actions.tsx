import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCrown, IconMailForward, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react'
import type { ApplicationRole } from '@lumbung/contract'
import type { MemberActions } from './member-permissions'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

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
  const t = useT(membersTexts)
  const hasAny = Object.values(actions).some(Boolean)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('actions')}
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
                {t('resendInvitation')}
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
                {t('reactivate')}
              </Button>
            ) : null}
            {actions.canChangeRole ? (
              <Button
                variant="light"
                leftSection={<IconUserShield size={18} aria-hidden />}
                loading={pending === 'role'}
                onClick={onChangeRole}
              >
                {role === 'admin' ? t('makeMember') : t('makeAdmin')}
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
                {t('transferOwnership')}
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
                {t('deactivate')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nothingToChange')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
