import { Alert, Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconFileDescription, IconMessageReport } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatRupiah,
  labelOf,
  type TransactionRequestDetail,
  type UserType,
} from '@lumbung/contract'
import { AcceptedAgreementFact, DetailSection, Fact } from '../../../components/detail'
import { PurchaseAccessAlert } from './purchase-access-alert'
import { RequestAcceptance } from './request-acceptance'
import { RequestRevisions } from './request-revisions'
import { AccessStatusBadge, RequestStatusBadge } from './request-status-badge'
import { countOfUnit, priceTextOf, totalPriceOf } from './request-terms'

function Terms({ request }: { request: TransactionRequestDetail }) {
  const terms = request.transaction_metadata
  const isSubscription = terms.pricing_model === 'SUBSCRIPTION'
  const total = totalPriceOf(terms)
  return (
    <DetailSection gap="md" title="Terms">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label="Pricing model">{labelOf('pricingModel', terms.pricing_model)}</Fact>
        <Fact label="Price">{priceTextOf(terms)}</Fact>
        <Fact label="Delivery method">{labelOf('deliveryMethod', terms.delivery_method)}</Fact>
        {isSubscription ? (
          <Fact label="Period">
            {terms.period_count === null ? null : countOfUnit(terms.period_count, terms.unit)}
          </Fact>
        ) : null}
        {terms.monthly_quota !== null ? (
          <Fact label="Monthly quota">{`${formatCount(terms.monthly_quota)} calls`}</Fact>
        ) : null}
        {total !== null ? <Fact label="Total">{formatRupiah(total)}</Fact> : null}
        {request.period_start || request.period_end ? (
          <Fact label="Subscription period">
            {`${formatDate(request.period_start)} – ${formatDate(request.period_end)}`}
          </Fact>
        ) : null}
      </SimpleGrid>
    </DetailSection>
  )
}

function Parties({ request, side }: { request: TransactionRequestDetail; side: UserType }) {
  const requester = request.request_metadata
  return (
    <DetailSection gap="md" title={side === 'provider' ? 'Requesting company' : 'Request'}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label="Company">{requester.legal_name}</Fact>
        <Fact label="Industry">{labelOf('industry', requester.industry)}</Fact>
        <Fact label="Address">{requester.address}</Fact>
        <Fact label="Requested by">{requester.full_name}</Fact>
        <Fact label="Position">{requester.employee_position}</Fact>
        <Fact label="Contact">
          <Stack gap={0}>
            <Text size="sm">{requester.email}</Text>
            {requester.phone_number ? <Text size="sm">{requester.phone_number}</Text> : null}
          </Stack>
        </Fact>
        <Fact label="Requested on">{formatDateTime(requester.request_date)}</Fact>
        <Fact label="Data access agreement">
          {request.is_data_access_agreement ? 'Accepted by the requester' : 'Not accepted'}
        </Fact>
        <AcceptedAgreementFact agreement={request.accepted_agreement} />
      </SimpleGrid>
      <Fact label="Purpose of usage">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.purpose_of_usage}
        </Text>
      </Fact>
    </DetailSection>
  )
}

function Decision({ request }: { request: TransactionRequestDetail }) {
  const approval = request.approval_metadata
  if (request.status === 'WITHDRAWN') {
    return (
      <Alert color="gray" variant="light" title="Withdrawn">
        {`The requester withdrew this request on ${formatDateTime(request.modified_date)}.`}
      </Alert>
    )
  }
  if (!approval) return null
  return (
    <DetailSection gap="md" title="Decision">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label="Decision">
          <RequestStatusBadge status={approval.action === 'REJECTED' ? 'REJECTED' : 'APPROVED'} />
        </Fact>
        <Fact label="Decided by">{`${approval.full_name} (${approval.legal_name})`}</Fact>
        <Fact label="Decided on">{formatDateTime(approval.date)}</Fact>
      </SimpleGrid>
      {request.reject_reason ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconMessageReport size={18} />}
          title="Reason for rejection"
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
                  ? `Provided by ${terms.owner_legal_name}`
                  : `Requested by ${request.consumer_legal_name}`}
              </Text>
            </Stack>
          </Group>
          <Stack gap="xs" align="flex-end">
            <Group gap="xs">
              <RequestStatusBadge status={request.status} size="lg" />
              <AccessStatusBadge request={request} size="lg" />
            </Group>
            <Text size="xs" c="dimmed">
              Last change {formatDateTime(request.modified_date)}
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
