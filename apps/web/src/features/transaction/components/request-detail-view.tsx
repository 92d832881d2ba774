import { Alert, Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconFileDescription, IconMessageReport } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatRupiah, type TransactionRequestDetail, type UserType } from '@lumbung/contract'
import { formatDate, formatDateTime } from '../../../lib/i18n/format-date'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { AcceptedAgreementFact, DetailSection, Fact } from '../../../components/detail'
import { deciderName } from '../../../components/first-call-words'
import { PurchaseAccessAlert } from './purchase-access-alert'
import { RequestAcceptance } from './request-acceptance'
import { RequestRevisions } from './request-revisions'
import { AccessStatusBadge, RequestStatusBadge } from './request-status-badge'
import { countOfUnit, priceTextOf, totalPriceOf } from './request-terms'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

function Terms({ request }: { request: TransactionRequestDetail }) {
  const t = useT(transactionRequestTexts)
  const terms = request.transaction_metadata
  const isSubscription = terms.pricing_model === 'SUBSCRIPTION'
  const total = totalPriceOf(terms)
  return (
    <DetailSection gap="md" title={t('terms')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('pricingModel')}>{labelOf('pricingModel', terms.pricing_model)}</Fact>
        <Fact label={t('price')}>{priceTextOf(terms)}</Fact>
        <Fact label={t('deliveryMethod')}>{labelOf('deliveryMethod', terms.delivery_method)}</Fact>
        {isSubscription ? (
          <Fact label={t('period')}>
            {terms.period_count === null ? null : countOfUnit(terms.period_count, terms.unit)}
          </Fact>
        ) : null}
        {terms.monthly_quota !== null ? (
          <Fact label={t('monthlyQuota')}>{t('quotaCalls', { count: terms.monthly_quota })}</Fact>
        ) : null}
        {total !== null ? <Fact label={t('total')}>{formatRupiah(total)}</Fact> : null}
        {request.period_start || request.period_end ? (
          <Fact label={t('subscriptionPeriod')}>
            {`${formatDate(request.period_start)} – ${formatDate(request.period_end)}`}
          </Fact>
        ) : null}
      </SimpleGrid>
    </DetailSection>
  )
}

function Parties({ request, side }: { request: TransactionRequestDetail; side: UserType }) {
  const t = useT(transactionRequestTexts)
  const requester = request.request_metadata
  return (
    <DetailSection gap="md" title={side === 'provider' ? t('requestingCompany') : t('request')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('company')}>{requester.legal_name}</Fact>
        <Fact label={t('industry')}>{labelOf('industry', requester.industry)}</Fact>
        <Fact label={t('address')}>{requester.address}</Fact>
        <Fact label={t('requestedBy')}>{requester.full_name}</Fact>
        <Fact label={t('position')}>{requester.employee_position}</Fact>
        <Fact label={t('contact')}>
          <Stack gap={0}>
            <Text size="sm">{requester.email}</Text>
            {requester.phone_number ? <Text size="sm">{requester.phone_number}</Text> : null}
          </Stack>
        </Fact>
        <Fact label={t('requestedOn')}>{formatDateTime(requester.request_date)}</Fact>
        <Fact label={t('dataAccessAgreement')}>
          {request.is_data_access_agreement ? t('agreementAccepted') : t('agreementNotAccepted')}
        </Fact>
        <AcceptedAgreementFact agreement={request.accepted_agreement} />
      </SimpleGrid>
      <Fact label={t('purposeOfUsage')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.purpose_of_usage}
        </Text>
      </Fact>
    </DetailSection>
  )
}

function Decision({ request }: { request: TransactionRequestDetail }) {
  const t = useT(transactionRequestTexts)
  const approval = request.approval_metadata
  if (request.status === 'WITHDRAWN') {
    return (
      <Alert color="gray" variant="light" title={t('withdrawn')}>
        {t('withdrewOn', { date: formatDateTime(request.modified_date) })}
      </Alert>
    )
  }
  if (!approval) return null
  return (
    <DetailSection gap="md" title={t('decision')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('decision')}>
          <RequestStatusBadge status={approval.action === 'REJECTED' ? 'REJECTED' : 'APPROVED'} />
        </Fact>
        <Fact label={t('decidedBy')}>{`${deciderName(approval.full_name)} (${approval.legal_name})`}</Fact>
        <Fact label={t('decidedOn')}>{formatDateTime(approval.date)}</Fact>
      </SimpleGrid>
      {request.reject_reason ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconMessageReport size={18} />}
          title={t('rejectionReason')}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="reject-reason">
            {request.reject_reason}
          </Text>
        </Alert>
      ) : null}
    </DetailSection>
  )
}

/** A request as both sides read it: terms, parties, decision and the revision history. */
export function RequestDetailView({
  request,
  side,
  actions,
}: {
  request: TransactionRequestDetail
  side: UserType
  actions?: ReactNode
}) {
  const t = useT(transactionRequestTexts)
  const terms = request.transaction_metadata
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={request.product_image_url} radius="md" size={56} color="teal">
              <IconFileDescription size={26} />
            </Avatar>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" ff="monospace">
                {request.transaction_no}
              </Text>
              <Title order={1} size="h3">
                {terms.product_name}
              </Title>
              <Text size="sm" c="dimmed">
                {side === 'consumer'
                  ? t('providedBy', { name: terms.owner_legal_name })
                  : t('requestedByCompany', { name: request.consumer_legal_name })}
              </Text>
            </Stack>
          </Group>
          <Stack gap="xs" align="flex-end">
            <Group gap="xs">
              <RequestStatusBadge status={request.status} size="lg" />
              <AccessStatusBadge request={request} size="lg" />
            </Group>
            <Text size="xs" c="dimmed">
              {t('lastChange', { date: formatDateTime(request.modified_date) })}
            </Text>
          </Stack>
        </Group>
        {actions ? (
          <Group justify="flex-end" mt="md">
            {actions}
          </Group>
        ) : null}
      </Paper>
      {request.status === 'APPROVED' || request.status === 'EXPIRED' ? (
        <PurchaseAccessAlert facts={request} side={side} />
      ) : null}
      <Decision request={request} />
      <RequestAcceptance request={request} side={side} />
      <Terms request={request} />
      <Parties request={request} side={side} />
      <RequestRevisions revisions={request.revisions} />
    </Stack>
  )
}
