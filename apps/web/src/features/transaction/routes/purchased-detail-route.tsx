import { Alert, Anchor, Badge, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconBook } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { usePurchasedDetail } from '../api/purchased-detail'
import { PurchasedCopyButton } from '../components/purchased-copy-button'
import { FileToApiLink } from '../components/file-to-api-link'
import { PurchasedDocumentationView } from '../components/purchased-documentation'
import { PurchasedDownloadBlock } from '../components/purchased-download-block'
import { PurchasedFileFactsView } from '../components/purchased-file-facts'
import { PurchasedParametersTable } from '../components/purchased-parameters-table'
import { PurchasedSummaryCard } from '../components/purchased-summary-card'
import { SecretShareQueryPanel } from '../components/secret-share-query-panel'

const listPath = '/consumer/my-transaction/purchased-data'

export function PurchasedDetailRoute() {
  const { transaction_no: transactionNo = '' } = useParams()
  const purchase = usePurchasedDetail(transactionNo)

  if (purchase.isPending) return <Loader aria-label="Loading purchased data" />
  if (purchase.isError) {
    return (
      <Stack gap="md" maw={1100}>
        <Anchor component={Link} to={listPath} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Purchased data
          </Group>
        </Anchor>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(purchase.error)}
        </Alert>
      </Stack>
    )
  }
  const data = purchase.data
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Purchased data
        </Group>
      </Anchor>
      <PurchasedSummaryCard purchase={data} />
      <FileToApiLink purchase={data} />

      {data.api_base_url ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                API access
              </Title>
              {data.documentation_url ? (
                <Button
                  component={Link}
                  to={data.documentation_url}
                  variant="light"
                  leftSection={<IconBook size={16} />}
                >
                  Open documentation page
                </Button>
              ) : null}
            </Group>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Base URL
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Badge radius="sm" variant="filled" color="teal">
                  {data.method}
                </Badge>
                <Code style={{ wordBreak: 'break-all' }} data-testid="purchased-base-url">
                  {data.api_base_url}
                </Code>
                <PurchasedCopyButton value={data.api_base_url} label="Copy base URL" />
              </Group>
            </Stack>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Parameters
              </Text>
              <PurchasedParametersTable fields={data.parameters} />
            </Stack>
          </Stack>
        </Paper>
      ) : null}

      {data.documentation ? (
        <Paper withBorder radius="lg" p="lg" id="documentation">
          <Stack gap="md">
            <Title order={2} size="h4">
              Documentation
            </Title>
            <PurchasedDocumentationView documentation={data.documentation} />
          </Stack>
        </Paper>
      ) : null}

      {data.file ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              File
            </Title>
            <PurchasedFileFactsView file={data.file} />
          </Stack>
        </Paper>
      ) : null}

      {data.data_type === 'SECRET_SHARE' ? <SecretShareQueryPanel purchase={data} /> : null}
      <PurchasedDownloadBlock purchase={data} />
    </Stack>
  )
}
