import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBook } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { PurchasedDetail } from '@lumbung/contract'
import { FileToApiLink } from './file-to-api-link'
import { PurchasedCopyButton } from './purchased-copy-button'
import { PurchasedParametersTable } from './purchased-parameters-table'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/**
 * How an API purchase is delivered, first on its page: the address to call and the way to its
 * documentation. The parameters show here only when there is no documentation below to hold them.
 */
export function PurchasedApiAccess({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionPurchaseTexts)
  if (!purchase.api_base_url) return null
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('callTheApi')}
        </Title>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('baseUrl')}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Badge radius="sm" variant="filled" color="teal">
              {purchase.method}
            </Badge>
            <Code style={{ wordBreak: 'break-all' }} data-testid="purchased-base-url">
              {purchase.api_base_url}
            </Code>
            <PurchasedCopyButton value={purchase.api_base_url} label={t('copyBaseUrl')} />
          </Group>
        </Stack>
        <Group gap="sm">
          {purchase.documentation_url ? (
            <Button component={Link} to={purchase.documentation_url} leftSection={<IconBook size={16} />}>
              {t('openDocumentation')}
            </Button>
          ) : null}
          <FileToApiLink purchase={purchase} />
        </Group>
        {purchase.documentation ? null : (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('parameters')}
            </Text>
            <PurchasedParametersTable fields={purchase.parameters} />
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
