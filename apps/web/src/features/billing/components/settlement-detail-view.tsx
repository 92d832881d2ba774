import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import {
  billingEstimateTexts,
  billingRoutes,
  formatDate,
  labelOf,
  type SettlementDetail,
} from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'
import { toast } from '../../../components/feedback'
import { fillPath } from '../../../lib/api-client'
import { errorMessageOf } from '../../../lib/api-error'
import { downloadBillingFile } from '../api/billing-download'
import { currentPeriod, periodLabel } from './billing-format'
import { SettlementStatusBadge } from './billing-status-badge'
import { BillingCreditsTable } from './billing-credits-table'
import { MoneyLinesTable } from './money-lines-table'

/** One month's settlement (or the running month's statement): each consumer's charges, fee and net. */
export function SettlementDetailView({ settlement }: { settlement: SettlementDetail }) {
  const [isDownloading, setDownloading] = useState(false)
  const download = async () => {
    if (!settlement.id) return
    setDownloading(true)
    try {
      await downloadBillingFile(
        fillPath(billingRoutes.settlementPdf.url, { id: settlement.id }),
        {},
        `settlement-${settlement.period}.pdf`,
      )
    } catch (error) {
      void toast({ color: 'red', message: errorMessageOf(error) })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {settlement.id ? 'Settlement' : 'Statement'} for {periodLabel(settlement.period)}
          </Title>
          <Group gap="xs">
            <SettlementStatusBadge status={settlement.status} />
            <Text size="sm" c="dimmed">
              {settlement.provider_legal_name}
            </Text>
          </Group>
        </Stack>
        {settlement.id ? (
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            loading={isDownloading}
            onClick={download}
          >
            Download PDF
          </Button>
        ) : null}
      </Group>
      {settlement.status === 'OPEN' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {settlement.period < currentPeriod()
            ? billingEstimateTexts.settlementEnded
            : billingEstimateTexts.settlementRunning}
        </Alert>
      ) : null}
      <DetailSection title="Settlement">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Month">{periodLabel(settlement.period)}</Fact>
          <Fact label="Made">{formatDate(settlement.created_date, '')}</Fact>
          <Fact label="Paid out">{formatDate(settlement.paid_date, '')}</Fact>
          <Fact label="Payment reference">{settlement.payment_reference}</Fact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="What each consumer was billed">
        <MoneyLinesTable
          caption={`Lines of the settlement for ${periodLabel(settlement.period)}`}
          lines={settlement.lines.map((line, index) => ({
            key: `${index}`,
            item: `${line.consumer_legal_name}: ${line.product_name}`,
            detail: [labelOf('billingLineKind', line.kind), line.transaction_no].filter(Boolean).join(' · '),
            quantity: line.quantity,
            amount: line.amount,
          }))}
          totals={[
            { label: 'Gross', amount: settlement.gross },
            { label: `Platform fee ${settlement.platform_fee_rate} %`, amount: -settlement.platform_fee },
            { label: 'Credits to consumers', amount: -settlement.sla_credits },
            { label: 'Net paid out', amount: settlement.net, isStrong: true },
          ]}
        />
      </DetailSection>
      {settlement.credits.length > 0 ? (
        <DetailSection title="Credits to consumers">
          <BillingCreditsTable
            caption={`Credits deducted from the settlement for ${periodLabel(settlement.period)}`}
            credits={settlement.credits}
            isConsumerShown
          />
        </DetailSection>
      ) : null}
    </Stack>
  )
}
