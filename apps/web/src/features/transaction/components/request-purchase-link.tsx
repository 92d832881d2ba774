import { Button } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { firstCallAreaTexts } from '../../../components/first-call.texts'
import { useT } from '../../../lib/i18n/i18n'

/** From an approved request straight to its purchase, where the key is made and the API called. */
export function RequestPurchaseLink({ transactionNo }: { transactionNo: string }) {
  const t = useT(firstCallAreaTexts)
  return (
    <Button
      component={Link}
      to={`/consumer/my-transaction/purchased-data/${transactionNo}`}
      rightSection={<IconArrowRight size={16} />}
      title={t('approvedRequestHint')}
    >
      {t('openPurchase')}
    </Button>
  )
}
