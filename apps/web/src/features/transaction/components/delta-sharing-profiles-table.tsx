import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { type DeltaSharingToken } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { confirm, notify, toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useDeltaSharingTokens } from '../api/delta-sharing-tokens'
import { useRevokeDeltaSharingToken } from '../api/delta-sharing-revoke'
import { useT } from '../../../lib/i18n/i18n'
import { notice } from '../../../lib/i18n/notices'
import { deltaSharingTexts } from '../transaction-delta-sharing.texts'

function StateOf({ token }: { token: DeltaSharingToken }) {
  const t = useT(deltaSharingTexts)
  if (token.is_live)
    return (
      <Badge color="teal" variant="light">
        {t('live')}
      </Badge>
    )
  return (
    <Badge color="gray" variant="light">
      {token.revoked_at ? t('revoked') : t('expired')}
    </Badge>
  )
}

/** The company's profiles, masked, each live one with a way to revoke it. */
export function DeltaSharingProfilesTable() {
  const tokens = useDeltaSharingTokens(true)
  const revoke = useRevokeDeltaSharingToken()
  const t = useT(deltaSharingTexts)

  const askRevoke = (token: DeltaSharingToken) =>
    void confirm({
      title: t('revokeLabel', { masked: token.masked_token }),
      body: t('revokeConfirm'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('revoke'),
          color: 'red',
          onClick: async () => {
            try {
              await revoke.mutateAsync(token.id)
              void toast({
                color: 'teal',
                title: notice('deltaSharing.tokenRevoked'),
                message: token.masked_token,
              })
            } catch (error) {
              void notify({ type: 'error', title: t('revoke'), message: errorMessageOf(error) })
            }
          },
        },
      ],
    })

  if (tokens.isPending) return <Loader role="status" size="sm" aria-label={t('loadingProfiles')} />
  if (tokens.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(tokens.error)}
      </Alert>
    )
  }
  if (tokens.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="delta-sharing-profiles-empty">
        {t('noProfiles')}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('liveCount', { live: tokens.data.live_count, max: tokens.data.live_max })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" fz="sm" withTableBorder data-testid="delta-sharing-profiles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columnToken')}</Table.Th>
              <Table.Th>{t('columnCreated')}</Table.Th>
              <Table.Th>{t('columnLastUsed')}</Table.Th>
              <Table.Th>{t('columnExpires')}</Table.Th>
              <Table.Th>{t('columnState')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('revoke')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.data.data.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>{token.masked_token}</Table.Td>
                <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
                <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : '—'}</Table.Td>
                <Table.Td>{formatDateTime(token.expires_at)}</Table.Td>
                <Table.Td>
                  <StateOf token={token} />
                </Table.Td>
                <Table.Td>
                  {token.is_live ? (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => askRevoke(token)}
                        aria-label={t('revokeLabel', { masked: token.masked_token })}
                      >
                        {t('revoke')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
