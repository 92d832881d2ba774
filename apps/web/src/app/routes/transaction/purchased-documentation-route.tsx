import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { usePurchasedDetail } from '../../../features/transaction/api/purchased-detail'
import { PurchasedDocumentationView } from '../../../features/transaction/components/purchased-documentation'
import { pageWidth } from '../../../components/layout/page-width'

/** A purchased API product's documentation on a page of its own, to share with the developers who call it. */
export function PurchasedDocumentationRoute() {
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
  if (purchase.isPending) return <Loader aria-label="Loading documentation" />
  if (purchase.isError || !purchase.data.documentation) {
    return (
      <Stack gap="md" maw={pageWidth}>
        {back}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {purchase.isError
            ? errorMessageOf(purchase.error)
            : 'This product is not an API, so it has no API documentation.'}
        </Alert>
      </Stack>
    )
  }
  return (
    <Stack gap="lg" maw={pageWidth}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {purchase.data.name}: API documentation
        </Title>
        <Text c="dimmed" size="sm">
          Written from the provider&apos;s dataset. Calls go through the Lumbung gateway, which checks your
          purchase, meters the calls and hides the provider&apos;s own service.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <PurchasedDocumentationView documentation={purchase.data.documentation} />
      </Paper>
    </Stack>
  )
}
