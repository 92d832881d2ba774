import { Button } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { firstCallTexts } from '@lumbung/contract'

/** From an approved request straight to its purchase, where the key is made and the API called. */
export function RequestPurchaseLink({ transactionNo }: { transactionNo: string }) {
  return (
    <Button
      component={Link}
      to={`/consumer/my-transaction/purchased-data/${transactionNo}`}
      rightSection={<IconArrowRight size={16} />}
      title={firstCallTexts.approvedRequestHint}
    >
      {firstCallTexts.openPurchase}
    </Button>
  )
}
