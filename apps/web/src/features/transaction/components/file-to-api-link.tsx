import { Button, Group } from '@mantine/core'
import { IconTableImport } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { PurchasedDetail } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/** The way from an active API purchase to running it over a file of the company's own. */
export function FileToApiLink({
  purchase,
}: {
  purchase: Pick<PurchasedDetail, 'transaction_no' | 'data_type' | 'status'>
}) {
  const t = useT(transactionPurchaseTexts)
  if (purchase.data_type !== 'API' || purchase.status !== 'APPROVED') return null
  return (
    <Group>
      <Button
        component={Link}
        to={`/consumer/my-transaction/purchased-data/${purchase.transaction_no}/file-to-api`}
        variant="light"
        leftSection={<IconTableImport size={16} aria-hidden />}
      >
        {t('fileToApi')}
      </Button>
    </Group>
  )
}
