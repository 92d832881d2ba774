import { Alert, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { type PurchasedDetail, secretShareLimits } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { DetailSection } from '../../../components/detail'
import { PrivacyBudgetSummary, privacyTermsTexts } from '../../../components/privacy-budget'
import { errorMessageOf } from '../../../lib/api-error'
import { useSecretShareQueryOptions } from '../api/secret-share-query-options'
import { useRunSecretShareQuery } from '../api/secret-share-query-run'
import { purchasedPriceText } from './purchased-format'
import { SecretShareQueryForm } from './secret-share-query-form'
import { SecretShareQueryHistory } from './secret-share-query-history'
import { SecretShareResultTable, secretShareQueryTitle } from './secret-share-result-table'
import { transactionSecretShareTexts } from '../transaction-secret-share.texts'
import { useT } from '../../../lib/i18n/i18n'

/**
 * A secret-share purchase's queries: run one against the company's own identifier list and read the
 * history. The provider's rows never reach the browser, only counts, sums and averages of groups of at
 * least k of the company's identifiers.
 */
export function SecretShareQueryPanel({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionSecretShareTexts)
  const terms = useT(privacyTermsTexts)
  const options = useSecretShareQueryOptions(purchase.transaction_no)
  const run = useRunSecretShareQuery(purchase.transaction_no)

  return (
    <>
      {options.data ? (
        <DetailSection title={terms('budget')}>
          <Text size="sm" c="dimmed">
            {terms('budgetExplained')}
          </Text>
          <PrivacyBudgetSummary budget={options.data.privacy_budget} />
        </DetailSection>
      ) : null}
      <DetailSection title={t('runQuery')} gap="md">
        <Text size="sm" c="dimmed">
          {t('runIntro')}
        </Text>
        {options.isPending ? <Loader role="status" size="sm" aria-label={t('loadingForm')} /> : null}
        {options.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(options.error)}
          </Alert>
        ) : null}
        {options.data?.closed_reason ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t('closed')}>
            {options.data.closed_reason}
          </Alert>
        ) : null}
        {options.data && !options.data.closed_reason ? (
          <SecretShareQueryForm
            transactionNo={purchase.transaction_no}
            options={options.data}
            priceText={purchasedPriceText(purchase)}
            isRunning={run.isPending}
            error={run.error}
            onRun={(body) => run.mutateAsync(body)}
          />
        ) : null}
        {run.data && options.data ? (
          <Stack gap="xs" aria-live="polite">
            <Text fw={600}>
              {secretShareQueryTitle(run.data)}
              <Text component="span" size="xs" c="dimmed" fw={400}>
                {' '}
                {t('identifiersAt', {
                  count: run.data.identifiers_submitted,
                  date: formatDateTime(run.data.created_date),
                })}
              </Text>
            </Text>
            <SecretShareResultTable result={run.data} minGroupSize={options.data.min_group_size} />
          </Stack>
        ) : null}
      </DetailSection>
      <DetailSection title={t('history')}>
        <SecretShareQueryHistory
          transactionNo={purchase.transaction_no}
          minGroupSize={options.data?.min_group_size ?? secretShareLimits.minGroupSize}
        />
      </DetailSection>
    </>
  )
}
