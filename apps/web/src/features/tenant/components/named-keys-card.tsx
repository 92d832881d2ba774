import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconKey, IconKeyOff, IconPlus } from '@tabler/icons-react'
import { type ConsumerApiKey } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { confirm, notify, toast } from '../../../components/feedback'
import { RowActionsMenu } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { useNamedKeys } from '../api/list-named-keys'
import { useRevokeNamedKey } from '../api/revoke-named-key'
import { CreateNamedKeyModal } from './create-named-key-modal'
import { createKeyRefusal, namedKeyLastUsedText, namedKeyStatusText } from './named-keys-format'
import { useT } from '../../../lib/i18n/i18n'
import { apiKeyHeader, apiKeysTexts } from '../api-keys.texts'

function KeyRow({ apiKey, onRevoke }: { apiKey: ConsumerApiKey; onRevoke: (key: ConsumerApiKey) => void }) {
  const t = useT(apiKeysTexts)
  return (
    <Table.Tr c={apiKey.is_revoked ? 'dimmed' : undefined}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {apiKey.label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Code>{apiKey.masked_key}</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(apiKey.created_at)}</Text>
        <Text size="xs" c="dimmed">
          {apiKey.created_by_name ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>{namedKeyLastUsedText(apiKey)}</Table.Td>
      <Table.Td>
        {apiKey.is_revoked ? (
          <Text size="xs">{namedKeyStatusText(apiKey)}</Text>
        ) : (
          <Badge color="teal" variant="light" radius="sm">
            {t('live')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <RowActionsMenu
          label={t('rowActions', { label: apiKey.label })}
          actions={
            apiKey.is_revoked
              ? []
              : [{ label: t('revokeKey'), icon: IconKeyOff, isDanger: true, onClick: () => onRevoke(apiKey) }]
          }
        />
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * Named gateway keys beside the company key: one per integration, so a leaked key is revoked without
 * stopping the others. Only the owner and admins see this card (the list is theirs alone).
 */
export function NamedKeysCard() {
  const t = useT(apiKeysTexts)
  const keys = useNamedKeys()
  const revoke = useRevokeNamedKey()
  const [isCreateOpen, createModal] = useDisclosure(false)
  const refusal = createKeyRefusal(keys.data)

  const askRevoke = (apiKey: ConsumerApiKey) =>
    void confirm({
      title: t('revokeTitle', { label: apiKey.label }),
      body: t('revokeBody', { maskedKey: apiKey.masked_key }),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('revokeKey'),
          color: 'red',
          onClick: async () => {
            try {
              await revoke.mutateAsync(apiKey.id)
              void toast({ color: 'teal', title: t('revoked'), message: apiKey.label })
            } catch (error) {
              void notify({ type: 'error', title: t('revokeFailed'), message: errorMessageOf(error) })
            }
          },
        },
      ],
    })

  let body
  if (keys.isPending) {
    body = (
      <Group justify="center" py="md">
        <Loader role="status" size="sm" aria-label={t('loading')} />
      </Group>
    )
  } else if (keys.isError) {
    body = (
      <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
        <Text size="sm">{errorMessageOf(keys.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void keys.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    )
  } else if (keys.data.data.length === 0) {
    body = (
      <Stack align="center" gap={4} c="dimmed" py="md" data-testid="named-keys-empty">
        <IconKey size={28} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500}>
          {t('empty')}
        </Text>
        <Text size="xs">{t('emptyHint')}</Text>
      </Stack>
    )
  } else {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('label')}</Table.Th>
              <Table.Th>{t('key')}</Table.Th>
              <Table.Th>{t('created')}</Table.Th>
              <Table.Th>{t('lastUsed')}</Table.Th>
              <Table.Th>{t('status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={askRevoke} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <IconKey size={20} aria-hidden />
              <Title order={4}>{t('namedKeys')}</Title>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {t('namedBefore')} <Code>{apiKeyHeader}</Code> {t('namedAfter')}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={createModal.open}
            disabled={!keys.data || refusal !== null}
          >
            {t('createKey')}
          </Button>
        </Group>
        {refusal ? (
          <Text size="sm" c="orange.8" role="status">
            {refusal}
          </Text>
        ) : null}
        {keys.data ? (
          <Text size="xs" c="dimmed">
            {t('liveCount', { live: keys.data.live_count, max: keys.data.live_max })}
          </Text>
        ) : null}
        {body}
      </Stack>
      <CreateNamedKeyModal isOpen={isCreateOpen} onClose={createModal.close} />
    </Card>
  )
}
