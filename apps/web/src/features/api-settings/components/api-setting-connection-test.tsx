import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlugConnected } from '@tabler/icons-react'
import type { ApiSettingDetail, ConnectionTestResult } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useT, type Translator } from '../../../lib/i18n/i18n'
import { useTestApiSettingConnection } from '../api/test-api-setting-connection'
import { apiSettingsTexts } from '../api-settings.texts'

type Key = keyof (typeof apiSettingsTexts)['en']

function reportOf(result: ConnectionTestResult, t: Translator<Key>): { color: string; text: string } {
  const values = { status: result.status_code ?? '', ms: result.response_time_ms }
  // The server's reason is its own English; the sentence around it follows the user's language.
  const reason = result.message.replace(/^[^:]*: /, '')
  switch (result.outcome) {
    case 'CONNECTED':
      return { color: 'teal', text: t('outcomeConnected', values) }
    case 'CREDENTIALS_REFUSED':
      return { color: 'orange', text: t('outcomeCredentialsRefused', values) }
    case 'UPSTREAM_ERROR':
      return { color: 'orange', text: t('outcomeUpstreamError', values) }
    case 'BLOCKED':
      return { color: 'red', text: t('outcomeBlocked', { reason }) }
    default:
      return { color: 'red', text: t('outcomeUnreachable', { reason }) }
  }
}

/** The saved setting's connection test: one call to its base address, its status and time, or why not. */
export function ApiSettingConnectionTest({ setting }: { setting: ApiSettingDetail }) {
  const t = useT(apiSettingsTexts)
  const test = useTestApiSettingConnection()
  const report = test.data ? reportOf(test.data, t) : null
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('testTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {setting.base_url ? t('testLead') : t('testNeedsBaseUrl')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconPlugConnected size={16} />}
            disabled={!setting.base_url}
            loading={test.isPending}
            onClick={() => test.mutate(setting.id)}
          >
            {t('testButton')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {report ? (
            <Alert color={report.color} variant="light" data-testid="connection-test-result">
              {report.text}
            </Alert>
          ) : null}
          {test.isError ? (
            <Alert color="red" variant="light">
              {errorMessageOf(test.error)}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Paper>
  )
}
