import { Alert, Anchor, Group, Loader, Paper, Stack, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { usePurchasedDetail } from '../../../features/transaction/api/purchased-detail'
import { ApiTryPanel } from '../../../features/transaction/components/api-try-panel'
import { PurchasedApiAccess } from '../../../features/transaction/components/purchased-api-access'
import { PurchasedDocumentationView } from '../../../features/transaction/components/purchased-documentation'
import { PurchasedKeyPanel } from '../../../features/transaction/components/purchased-key-panel'
import { PurchasedDownloadBlock } from '../../../features/transaction/components/purchased-download-block'
import { PurchasedFileByKey } from '../../../features/transaction/components/purchased-file-by-key'
import { PurchasedDeltaSharing } from '../../../features/transaction/components/purchased-delta-sharing'
import { PurchasedFileFactsView } from '../../../features/transaction/components/purchased-file-facts'
import {
  PurchasedSummaryCard,
  PurchasedTermsCard,
} from '../../../features/transaction/components/purchased-summary-card'
import { SecretShareQueryPanel } from '../../../features/transaction/components/secret-share-query-panel'
import { PurchasedTrial } from '../../../features/transaction/components/purchased-trial'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionPurchasedPageTexts } from '../../../features/transaction/transaction-purchased-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

const listPath = '/consumer/my-transaction/purchased-data'

export function PurchasedDetailRoute() {
  const { transaction_no: transactionNo = '' } = useParams()
  const purchase = usePurchasedDetail(transactionNo)
  const [createdKey, setCreatedKey] = useState<string>()
  const t = useT(transactionPurchasedPageTexts)

  if (purchase.isPending) return <Loader role="status" aria-label={t('loading')} />
  if (purchase.isError) {
    return (
      <Stack gap="md" maw={pageWidth}>
        <Anchor component={Link} to={listPath} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> {t('title')}
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
    <Stack gap="lg" maw={pageWidth}>
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {t('title')}
        </Group>
      </Anchor>
      <PurchasedSummaryCard purchase={data} />
      <PurchasedTrial purchase={data} />
      {/* The one action that delivers the purchase comes first: call, download or query. */}
      <PurchasedApiAccess purchase={data} />
      <PurchasedKeyPanel purchase={data} onKeyCreated={setCreatedKey} />
      {/* A key made just above goes straight into Try it, which then starts afresh with it. */}
      <ApiTryPanel key={createdKey ?? ''} purchase={data} initialKey={createdKey} />
      <PurchasedDownloadBlock purchase={data} />
      <PurchasedFileByKey purchase={data} />
      <PurchasedDeltaSharing purchase={data} />
      {data.data_type === 'SECRET_SHARE' ? <SecretShareQueryPanel purchase={data} /> : null}
      <PurchasedTermsCard purchase={data} />

      {data.file ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('file')}
            </Title>
            <PurchasedFileFactsView file={data.file} />
          </Stack>
        </Paper>
      ) : null}

      {data.documentation ? (
        <Paper withBorder radius="lg" p="lg" id="documentation">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('documentation')}
            </Title>
            <PurchasedDocumentationView documentation={data.documentation} isEndpointShown={false} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  )
}
