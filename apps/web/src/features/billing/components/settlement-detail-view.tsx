import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { billingRoutes, type SettlementDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { DetailSection, Fact } from '../../../components/detail'
import { toast } from '../../../components/feedback'
import { fillPath } from '../../../lib/api-client'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingSettlementTexts } from '../billing-settlements.texts'
import { downloadBillingFile } from '../api/billing-download'
import { currentPeriod } from './billing-format'
import { useBillingLabels } from './billing-labels'
import { SettlementStatusBadge } from './billing-status-badge'
import { BillingCreditsTable } from './billing-credits-table'
import { MoneyLinesTable } from './money-lines-table'

/** One month's settlement (or the running month's statement): each consumer's charges, fee and net. */
export function SettlementDetailView({ settlement }: { settlement: SettlementDetail }) {
  const t = useT(billingSettlementTexts)
  const labels = useBillingLabels()
  const period = labels.period(settlement.period)
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
            {settlement.id ? t('settlementHeading', { period }) : t('statementHeading', { period })}
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
            {labels.t('downloadPdf')}
          </Button>
        ) : null}
      </Group>
      {settlement.status === 'OPEN' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {settlement.period < currentPeriod() ? t('settlementEnded') : t('settlementRunning')}
        </Alert>
      ) : null}
      <DetailSection title={t('settlement')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={labels.t('month')}>{period}</Fact>
          <Fact label={t('made')}>{formatDate(settlement.created_date, '')}</Fact>
          <Fact label={t('paidOut')}>{formatDate(settlement.paid_date, '')}</Fact>
          <Fact label={labels.t('paymentReference')}>{settlement.payment_reference}</Fact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('perConsumer')}>
        <MoneyLinesTable
          caption={t('linesCaption', { period })}
          lines={settlement.lines.map((line, index) => ({
            key: `${index}`,
            item: `${line.consumer_legal_name}: ${line.product_name}`,
            detail: [labels.label('billingLineKind', line.kind), line.transaction_no]
              .filter(Boolean)
              .join(' · '),
            quantity: line.quantity,
            amount: line.amount,
          }))}
          totals={[
            { label: t('gross'), amount: settlement.gross },
            {
              label: t('platformFeeRate', { rate: settlement.platform_fee_rate }),
              amount: -settlement.platform_fee,
            },
            { label: t('consumerCredits'), amount: -settlement.sla_credits },
            { label: t('netPaidOut'), amount: settlement.net, isStrong: true },
          ]}
        />
      </DetailSection>
      {settlement.credits.length > 0 ? (
        <DetailSection title={t('consumerCredits')}>
          <BillingCreditsTable
            caption={t('creditsCaption', { period })}
            credits={settlement.credits}
            isConsumerShown
          />
        </DetailSection>
      ) : null}
    </Stack>
  )
}
