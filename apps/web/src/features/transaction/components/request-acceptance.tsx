import { Alert, SimpleGrid, Text } from '@mantine/core'
import { IconChecks, IconHourglass } from '@tabler/icons-react'
import {
  transactionTermsTexts as texts,
  type TransactionRequestDetail,
  type UserType,
} from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { DetailSection, Fact } from '../../../components/detail'
import { latestRevisionOf } from './request-terms'

/**
 * Where the terms stand between the two sides: the consumer is told new terms wait for its yes; both
 * sides read which revision the requester accepted, and why a second purchase was asked for.
 */
export function RequestAcceptance({ request, side }: { request: TransactionRequestDetail; side: UserType }) {
  const isAwaitingConsumer = request.status === 'WAITING_CONSUMER_ACCEPTANCE'
  const hasFacts = request.accepted_revision_no !== null || request.repeat_reason !== null
  return (
    <>
      {isAwaitingConsumer && side === 'consumer' ? (
        <Alert
          color="grape"
          variant="light"
          icon={<IconHourglass size={18} />}
          title={texts.awaitingConsumerTitle}
          data-testid="awaiting-acceptance"
        >
          {texts.awaitingConsumerBody(
            request.transaction_metadata.owner_legal_name,
            latestRevisionOf(request),
          )}
        </Alert>
      ) : null}
      {hasFacts ? (
        <DetailSection gap="md" title={texts.acceptanceSection}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {request.accepted_revision_no !== null ? (
              <Fact label={texts.acceptedLabel}>
                <Text size="sm" data-testid="accepted-revision">
                  <IconChecks size={14} aria-hidden />{' '}
                  {`${texts.acceptedFact(request.accepted_revision_no)}, ${formatDateTime(request.accepted_date)}`}
                </Text>
              </Fact>
            ) : null}
            {request.repeat_reason !== null ? (
              <Fact label={texts.repeatReasonFact}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.repeat_reason}
                </Text>
              </Fact>
            ) : null}
          </SimpleGrid>
        </DetailSection>
      ) : null}
    </>
  )
}
