import { Button, Group } from '@mantine/core'
import { IconTableImport } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { PurchasedDetail } from '@lumbung/contract'

/** The way from an active API purchase to running it over a file of the company's own. */
export function FileToApiLink({
  purchase,
}: {
  purchase: Pick<PurchasedDetail, 'transaction_no' | 'data_type' | 'status'>
}) {
  if (purchase.data_type !== 'API' || purchase.status !== 'APPROVED') return null
  return (
    <Group>
      <Button
        component={Link}
        to={`/consumer/my-transaction/purchased-data/${purchase.transaction_no}/file-to-api`}
        variant="light"
        leftSection={<IconTableImport size={16} aria-hidden />}
      >
        Batch enrichment (file-to-API)
      </Button>
    </Group>
  )
}
