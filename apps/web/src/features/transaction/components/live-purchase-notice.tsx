import { Alert, Anchor, Stack, Text, Textarea } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import {
  transactionRequestLabels,
  transactionRequestLimits,
  transactionTermsTexts as texts,
  type TransactionRequestListItem,
} from '@lumbung/contract'
import { useConsumerRequests } from '../api/requests-consumer-list'

/**
 * The company's live purchase of the product, if any: approved, not expired (the list reads the status
 * as of now) and not revoked. A second request for it needs a stated reason.
 */
export function useLivePurchase(productId: string) {
  const query = useConsumerRequests({ product_id: productId, status: 'APPROVED', limit: 100 })
  const live: TransactionRequestListItem | null =
    query.data?.data.find((item) => item.access_status !== 'REVOKED') ?? null
  return { live, refetch: query.refetch }
}

/** Says the company already has the product, links to the purchase, and asks why a second one. */
export function LivePurchaseNotice({
  live,
  reasonProps,
}: {
  live: TransactionRequestListItem
  reasonProps: GetInputPropsReturnType
}) {
  return (
    <Stack gap="sm">
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={texts.livePurchaseTitle}
        data-testid="live-purchase-notice"
      >
        <Stack gap={4} align="flex-start">
          <Text size="sm">{texts.livePurchaseBody(live.transaction_no)}</Text>
          {/* Underlined and in the alert's own colour: the brand colour fails contrast on the tint. */}
          <Anchor
            component={Link}
            to={`/consumer/my-transaction/purchased-data/${live.transaction_no}`}
            size="sm"
            c="inherit"
            underline="always"
            fw={600}
          >
            {texts.openPurchase}
          </Anchor>
        </Stack>
      </Alert>
      <Textarea
        label={transactionRequestLabels.repeat_reason}
        description={texts.repeatReasonDescription}
        required
        autosize
        minRows={2}
        maxLength={transactionRequestLimits.reasonMax}
        {...reasonProps}
      />
    </Stack>
  )
}
