import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { PurchasedDetail } from '@lumbung/contract'
import { PurchasedCopyButton } from './purchased-copy-button'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/** What a script fetches the file with; the key stays a placeholder, never printed on the page. */
function fetchLinesOf(url: string, fileName: string) {
  const quotedName = `'${fileName.replaceAll("'", "'\\''")}'`
  return [
    { tool: 'curl', line: `curl -fL -H "X-API-Key: $LUMBUNG_API_KEY" -o ${quotedName} '${url}'` },
    {
      tool: 'wget',
      line: `wget --header="X-API-Key: $LUMBUNG_API_KEY" -O ${quotedName} '${url}'`,
    },
  ]
}

/**
 * A purchased file fetched by the company's key, for scripts and servers without a browser: the curl
 * and wget lines, with the key read from the environment.
 */
export function PurchasedFileByKey({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionPurchaseTexts)
  if (!purchase.file_by_key_url) return null
  const fileName = purchase.file?.file_name ?? 'data.csv'
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="purchased-file-by-key">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('fetchTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('fetchHint')}
          </Text>
        </Stack>
        {fetchLinesOf(purchase.file_by_key_url, fileName).map(({ tool, line }) => (
          <Stack gap={4} key={tool}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {tool}
            </Text>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {line}
              </Code>
              <PurchasedCopyButton value={line} label={t('copyLine', { tool })} />
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
