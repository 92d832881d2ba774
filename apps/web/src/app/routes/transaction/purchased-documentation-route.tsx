import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { usePurchasedDetail } from '../../../features/transaction/api/purchased-detail'
import { PurchasedDocumentationView } from '../../../features/transaction/components/purchased-documentation'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../../../features/transaction/transaction-purchases.texts'

/** A purchased API product's documentation on a page of its own, to share with the developers who call it. */
export function PurchasedDocumentationRoute() {
  const t = useT(transactionPurchaseTexts)
  const { transaction_no: transactionNo = '' } = useParams()
  const purchase = usePurchasedDetail(transactionNo)
  const detailPath = `/consumer/my-transaction/purchased-data/${transactionNo}`

  const back = (
    <Anchor component={Link} to={detailPath} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {transactionNo}
      </Group>
    </Anchor>
  )
  if (purchase.isPending) return <Loader role="status" aria-label={t('loadingDocumentation')} />
  if (purchase.isError || !purchase.data.documentation) {
    return (
      <Stack gap="md" maw={pageWidth}>
        {back}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {purchase.isError ? errorMessageOf(purchase.error) : t('notAnApi')}
        </Alert>
      </Stack>
    )
  }
  return (
    <Stack gap="lg" maw={pageWidth}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('documentationTitle', { name: purchase.data.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('documentationHint')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <PurchasedDocumentationView documentation={purchase.data.documentation} />
      </Paper>
    </Stack>
  )
}
