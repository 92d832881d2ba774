import { Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconFlask } from '@tabler/icons-react'
import type { DemoUpstreamAccess } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { useDemoUpstream } from '../api/get-demo-upstream'
import { apiSettingsTexts } from '../api-settings.texts'

type Access = NonNullable<DemoUpstreamAccess>

/** One value to read off, in a row of its own. */
function ValueRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={140}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </Table.Th>
      <Table.Td>
        <Code data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * In the embedded demo, the server's own upstream API: its address, key and paths, so a provider new to
 * the platform can build a working API setting and dataset from the screen alone. Hidden elsewhere.
 */
export function DemoUpstreamCard({ onUse }: { onUse?: (access: Access) => void }) {
  const t = useT(apiSettingsTexts)
  const demo = useDemoUpstream()
  const access = demo.data
  if (!access) return null
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="demo-upstream">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <IconFlask size={20} aria-hidden />
            <Title order={2} size="h4">
              {t('demoTitle')}
            </Title>
          </Group>
          {onUse ? (
            <Button size="xs" variant="light" onClick={() => onUse(access)}>
              {t('fillForm')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('demoLead')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <ValueRow label={t('demoBaseUrl')} value={access.base_url} testId="demo-upstream-base-url" />
            <ValueRow label={t('demoHeaderName')} value={access.header_name} testId="demo-upstream-header" />
            <ValueRow label={t('demoKey')} value={access.api_key} testId="demo-upstream-key" />
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={500}>
          {t('demoPaths')}
        </Text>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {access.paths.map((entry) => (
            <li key={entry.path}>
              <Text size="sm">
                <Code>
                  {entry.method} {entry.path}
                </Code>{' '}
                {t('demoParameters', {
                  list: entry.parameters
                    .map((parameter) => `${parameter.name} (${parameter.location}, ${parameter.example})`)
                    .join(', '),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}
