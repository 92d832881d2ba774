import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconClockOff, IconShoppingBag } from '@tabler/icons-react'
import { formatCount, formatDateTime, labelOf, type PurchasedDetail } from '@lumbung/contract'
import { AcceptedAgreementFact, Fact, ProductHeader } from '../../../components/detail'
import {
  purchasedNextPriceText,
  purchasedPeriodCountText,
  purchasedPeriodText,
  purchasedPriceText,
} from './purchased-format'
import { PurchaseAccessAlert } from './purchase-access-alert'
import { PurchasedStatusBadge } from './purchased-status-badge'

/** The purchase's product and provider, and whether its access still stands. */
export function PurchasedSummaryCard({ purchase }: { purchase: PurchasedDetail }) {
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
          {purchase.transaction_no} · from {purchase.owner_legal_name}
        </Text>
        {purchase.short_description ? <Text size="sm">{purchase.short_description}</Text> : null}
      </ProductHeader>

      {isExpired ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconClockOff size={18} />}
          title="This purchase has expired"
        >
          Its subscription period has ended, so the data can no longer be used. Request the product again from
          the marketplace to continue.
        </Alert>
      ) : null}

      <PurchaseAccessAlert facts={purchase} side="consumer" />
    </Stack>
  )
}

/** The terms in force, below the action that delivers the purchase. */
export function PurchasedTermsCard({ purchase }: { purchase: PurchasedDetail }) {
  const periodCount = purchasedPeriodCountText(purchase.period_count, purchase.unit?.value)
  const nextPrice = purchasedNextPriceText(purchase)
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
        <Fact label="Price">
          {purchasedPriceText(purchase)}
          {nextPrice ? (
            <Text size="sm" fw={600} component="span" display="block">
              {nextPrice}
            </Text>
          ) : null}
        </Fact>
        <Fact label="Pricing model">{purchase.pricing_model?.description}</Fact>
        <Fact label="Data type">{purchase.data_type ? labelOf('dataType', purchase.data_type) : null}</Fact>
        <Fact label="Delivery method">
          {purchase.delivery_method ? labelOf('deliveryMethod', purchase.delivery_method) : null}
        </Fact>
        <Fact label="Requested">{formatDateTime(purchase.requested_date)}</Fact>
        <Fact label="Approved">{formatDateTime(purchase.approved_date)}</Fact>
        {periodCount ? <Fact label="Period">{periodCount}</Fact> : null}
        <Fact label="Access">{purchasedPeriodText(purchase)}</Fact>
        {purchase.monthly_quota !== null ? (
          <Fact label="Monthly call quota">{`${formatCount(purchase.monthly_quota)} calls`}</Fact>
        ) : null}
        <Fact label="Purpose of usage">{purchase.purpose_of_usage}</Fact>
        <AcceptedAgreementFact agreement={purchase.accepted_agreement} />
      </SimpleGrid>
    </Paper>
  )
}
