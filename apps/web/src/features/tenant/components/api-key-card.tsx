import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { IconKey, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import type { TenantApiKey } from '@lumbung/contract'
import { confirm } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useRotateKey } from '../api/rotate-key'
import { useShowKey } from '../api/show-key'
import { KeyValueBlock } from '../../../components/key-value-block'

export interface ApiKeyCardProps {
  canShow: boolean
  canRotate: boolean
}

/**
 * The company's gateway key. Showing and rotating ask for the password again (the API client opens the
 * prompt). The whole key appears only in the answer that created it; afterwards it is masked.
 */
export function ApiKeyCard({ canShow, canRotate }: ApiKeyCardProps) {
  const show = useShowKey()
  const rotate = useRotateKey()
  const [apiKey, setApiKey] = useState<TenantApiKey | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const onShow = async () => {
    setFailure(null)
    try {
      setApiKey(await show.mutateAsync())
    } catch (error) {
      setFailure(errorMessageOf(error))
    }
  }

  const onRotate = () =>
    void confirm({
      title: 'Rotate the API key?',
      body: 'A new key is made and the current one stops working at once. Every system that calls the gateway with it must be given the new key.',
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Rotate key',
          color: 'red',
          onClick: async () => {
            setFailure(null)
            try {
              setApiKey(await rotate.mutateAsync())
            } catch (error) {
              setFailure(errorMessageOf(error))
            }
          },
        },
      ],
    })

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group gap="xs">
          <IconKey size={20} />
          <Title order={4}>API key</Title>
        </Group>
        <Text size="sm" c="dimmed">
          Your systems send this key in the <Code>X-API-Key</Code> header to call the products your company
          bought through the gateway. Keep it secret.
        </Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {apiKey ? (
          <Stack gap="xs">
            <KeyValueBlock value={apiKey.key} testId="api-key" isCopyable={!apiKey.is_masked} />
            <Text size="sm" c={apiKey.is_masked ? 'dimmed' : 'orange'}>
              {apiKey.is_masked
                ? 'The whole key was shown once, when it was made. If it is lost, the owner can rotate it to get a new one.'
                : 'Copy the key now: it is shown whole only this once.'}
            </Text>
          </Stack>
        ) : null}
        {canShow ? (
          <Group justify="flex-end">
            {apiKey ? null : (
              <Button variant="light" onClick={() => void onShow()} loading={show.isPending}>
                Show key
              </Button>
            )}
            {canRotate ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={onRotate}
                loading={rotate.isPending}
              >
                Rotate key
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only the company owner and admins can see the key.
          </Text>
        )}
      </Stack>
    </Card>
  )
}
