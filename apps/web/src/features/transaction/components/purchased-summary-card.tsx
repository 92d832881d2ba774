import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconClockOff, IconShoppingBag } from '@tabler/icons-react'
import { type PurchasedDetail } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { AcceptedAgreementFact, Fact, ProductHeader } from '../../../components/detail'
import {
  purchasedNextPriceText,
  purchasedPeriodCountText,
  purchasedPeriodText,
  purchasedPriceText,
} from './purchased-format'
import { PurchaseAccessAlert } from './purchase-access-alert'
import { PurchasedStatusBadge } from './purchased-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/** The purchase's product and provider, and whether its access still stands. */
export function PurchasedSummaryCard({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionPurchaseTexts)
  const isExpired = purchase.status === 'EXPIRED'
  return (
    <Stack gap="lg">
      <ProductHeader
        imageUrl={purchase.product_image_url}
        icon={IconShoppingBag}
        imageSize={96}
        iconSize={36}
        title={purchase.name}
        badges={<PurchasedStatusBadge status={purchase.status} accessStatus={purchase.access_status} />}
      >
        <Text size="sm" c="dimmed">
          {t('fromProvider', { transactionNo: purchase.transaction_no, provider: purchase.owner_legal_name })}
        </Text>
        {purchase.short_description ? <Text size="sm">{purchase.short_description}</Text> : null}
      </ProductHeader>

      {isExpired ? (
        <Alert color="gray" variant="light" icon={<IconClockOff size={18} />} title={t('expiredTitle')}>
          {t('expiredBody')}
        </Alert>
      ) : null}

      <PurchaseAccessAlert facts={purchase} side="consumer" />
    </Stack>
  )
}

/** The terms in force, below the action that delivers the purchase. */
export function PurchasedTermsCard({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionPurchaseTexts)
  const periodCount = purchasedPeriodCountText(purchase.period_count, purchase.unit?.value)
  const nextPrice = purchasedNextPriceText(purchase)
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
        <Fact label={t('price')}>
          {purchasedPriceText(purchase)}
          {nextPrice ? (
            <Text size="sm" fw={600} component="span" display="block">
              {nextPrice}
            </Text>
          ) : null}
        </Fact>
        <Fact label={t('pricingModel')}>{purchase.pricing_model?.description}</Fact>
        <Fact label={t('dataType')}>
          {purchase.data_type ? labelOf('dataType', purchase.data_type) : null}
        </Fact>
        <Fact label={t('deliveryMethod')}>
          {purchase.delivery_method ? labelOf('deliveryMethod', purchase.delivery_method) : null}
        </Fact>
        <Fact label={t('requested')}>{formatDateTime(purchase.requested_date)}</Fact>
        <Fact label={t('approved')}>{formatDateTime(purchase.approved_date)}</Fact>
        {periodCount ? <Fact label={t('period')}>{periodCount}</Fact> : null}
        <Fact label={t('access')}>{purchasedPeriodText(purchase)}</Fact>
        {purchase.monthly_quota !== null ? (
          <Fact label={t('monthlyCallQuota')}>{t('quotaCalls', { count: purchase.monthly_quota })}</Fact>
        ) : null}
        <Fact label={t('purposeOfUsage')}>{purchase.purpose_of_usage}</Fact>
        <AcceptedAgreementFact agreement={purchase.accepted_agreement} />
      </SimpleGrid>
    </Paper>
  )
}
