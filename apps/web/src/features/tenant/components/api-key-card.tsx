import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { IconKey, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import type { TenantApiKey } from '@lumbung/contract'
import { confirm } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useRotateKey } from '../api/rotate-key'
import { useShowKey } from '../api/show-key'
import { KeyValueBlock } from '../../../components/key-value-block'
import { useT } from '../../../lib/i18n/i18n'
import { apiKeyHeader, apiKeysTexts } from '../api-keys.texts'

export interface ApiKeyCardProps {
  canShow: boolean
  canRotate: boolean
}

/**
 * The company's gateway key. Showing and rotating ask for the password again (the API client opens the
 * prompt). The whole key appears only in the answer that created it; afterwards it is masked.
 */
export function ApiKeyCard({ canShow, canRotate }: ApiKeyCardProps) {
  const t = useT(apiKeysTexts)
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
      title: t('rotateTitle'),
      body: t('rotateBody'),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('rotateKey'),
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
          <Title order={4}>{t('title')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('headerBefore')} <Code>{apiKeyHeader}</Code> {t('headerAfter')}
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
              {apiKey.is_masked ? t('maskedHint') : t('copyNow')}
            </Text>
          </Stack>
        ) : null}
        {canShow ? (
          <Group justify="flex-end">
            {apiKey ? null : (
              <Button variant="light" onClick={() => void onShow()} loading={show.isPending}>
                {t('showKey')}
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
                {t('rotateKey')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ownersOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
