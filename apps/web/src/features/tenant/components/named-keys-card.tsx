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
import { type ConsumerApiKey, formatDateTime, tenantMessages } from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { RowActionsMenu } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { useNamedKeys } from '../api/list-named-keys'
import { useRevokeNamedKey } from '../api/revoke-named-key'
import { CreateNamedKeyModal } from './create-named-key-modal'
import { createKeyRefusal, namedKeyLastUsedText, namedKeyStatusText } from './named-keys-format'

function KeyRow({ apiKey, onRevoke }: { apiKey: ConsumerApiKey; onRevoke: (key: ConsumerApiKey) => void }) {
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
            Live
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <RowActionsMenu
          label={`Actions for the key ${apiKey.label}`}
          actions={
            apiKey.is_revoked
              ? []
              : [{ label: 'Revoke key', icon: IconKeyOff, isDanger: true, onClick: () => onRevoke(apiKey) }]
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
  const keys = useNamedKeys()
  const revoke = useRevokeNamedKey()
  const [isCreateOpen, createModal] = useDisclosure(false)
  const refusal = createKeyRefusal(keys.data)

  const askRevoke = (apiKey: ConsumerApiKey) =>
    void confirm({
      title: `Revoke the key “${apiKey.label}”?`,
      body: `The gateway refuses ${apiKey.masked_key} at once, so the system that uses it stops getting data until it is given another key. A revoked key cannot be brought back.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Revoke key',
          color: 'red',
          onClick: async () => {
            try {
              await revoke.mutateAsync(apiKey.id)
              void toast({ color: 'teal', title: tenantMessages.namedKeyRevoked, message: apiKey.label })
            } catch (error) {
              void notify({ type: 'error', title: 'The key was not revoked', message: errorMessageOf(error) })
            }
          },
        },
      ],
    })

  let body
  if (keys.isPending) {
    body = (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Loading the API keys" />
      </Group>
    )
  } else if (keys.isError) {
    body = (
      <Alert color="red" variant="light" title="The API keys could not be loaded" role="alert">
        <Text size="sm">{errorMessageOf(keys.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void keys.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  } else if (keys.data.data.length === 0) {
    body = (
      <Stack align="center" gap={4} c="dimmed" py="md" data-testid="named-keys-empty">
        <IconKey size={28} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500}>
          No named keys yet
        </Text>
        <Text size="xs">Create one for each system that calls the gateway.</Text>
      </Stack>
    )
  } else {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
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
              <Title order={4}>Named keys</Title>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              A key of its own for each integration: if one leaks, revoke it and the others keep working. They
              are sent in the <Code>X-API-Key</Code> header like the company key.
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={createModal.open}
            disabled={!keys.data || refusal !== null}
          >
            Create key
          </Button>
        </Group>
        {refusal ? (
          <Text size="sm" c="orange.8" role="status">
            {refusal}
          </Text>
        ) : null}
        {keys.data ? (
          <Text size="xs" c="dimmed">
            {`${keys.data.live_count} of ${keys.data.live_max} live keys`}
          </Text>
        ) : null}
        {body}
      </Stack>
      <CreateNamedKeyModal isOpen={isCreateOpen} onClose={createModal.close} />
    </Card>
  )
}
