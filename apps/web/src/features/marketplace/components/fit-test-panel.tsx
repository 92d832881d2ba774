import { formatCount, formatPrivacyCost, type FitTestOptions } from '@lumbung/contract'
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconChartDonut, IconTargetArrow } from '@tabler/icons-react'
import { useState } from 'react'
import type { MarketplaceProductDetail } from '@lumbung/contract'
import {
  emptyIdentifierList,
  identifierListBody,
  identifierListErrors,
  IdentifierListFields,
  type IdentifierListValues,
} from '../../../components/identifier-list/identifier-list-fields'
import {
  privacyBudgetTexts,
  PrivacyRefusalAlert,
  privacyTermsTexts,
} from '../../../components/privacy-budget'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useFitTestOptions } from '../api/fit-test-options'
import { useRunFitTest } from '../api/fit-test-run'
import { useT } from '../../../lib/i18n/i18n'
import { formatDate } from '../../../lib/i18n/format-date'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { marketplaceProductTexts } from '../marketplace-product.texts'

/** How many more fit tests this month's pre-purchase budget pays for. */
const fitTestsLeft = (options: Pick<FitTestOptions, 'privacy_budget' | 'cost_micro_rho'>) =>
  options.cost_micro_rho > 0 ? Math.floor(options.privacy_budget.left_micro_rho / options.cost_micro_rho) : 0

/** The pre-purchase budget, said before a test is run, with why the rate is noisy. */
function FitTestBudget({ options }: { options: FitTestOptions }) {
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const total = Math.floor(options.privacy_budget.total_micro_rho / Math.max(1, options.cost_micro_rho))
  return (
    <Stack gap={2} data-testid="fit-test-budget">
      <Text size="sm">
        {terms('fitTestBudget')}:{' '}
        <strong>
          {privacy('fitTestLeft', { left: formatCount(fitTestsLeft(options)), total: formatCount(total) })}
        </strong>{' '}
        · {terms('renewsOn', { date: formatDate(options.privacy_budget.renews_on) })}.{' '}
        {privacy('fitTestCost', { cost: formatPrivacyCost(options.cost_micro_rho) })}
      </Text>
      <Text size="xs" c="dimmed">
        {terms('fitTestExplained')}
      </Text>
    </Stack>
  )
}

/**
 * "Test the fit" on a secret-share product's page: before requesting it, a verified company's owner or
 * admin learns roughly what share of its own identifier list the product covers. Only a rounded rate
 * comes back, and only from enough matches; never a row or an identifier.
 */
export function FitTestPanel({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(marketplaceProductTexts)
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const options = useFitTestOptions(product.id, product.can_request)
  const run = useRunFitTest(product.id)
  const [values, setValues] = useState<IdentifierListValues>(emptyIdentifierList)
  const [errors, setErrors] = useState<Partial<Record<keyof IdentifierListValues, string>>>({})

  const header = (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {t('fitTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('fitIntro')}
      </Text>
    </Stack>
  )
  if (!product.can_request) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          {header}
          <Text size="xs" c="dimmed" role="note">
            <ValidationMessage>{product.request_blocked_reason?.message}</ValidationMessage>
          </Text>
        </Stack>
      </Paper>
    )
  }

  const fieldErrors = isApiError(run.error) ? run.error.fieldErrors : {}
  const hasFieldError = Object.keys(fieldErrors).length > 0
  const data = options.data
  const submit = () => {
    if (!data) return
    const missing = identifierListErrors(values, data.identifier_columns)
    setErrors(missing)
    if (Object.keys(missing).length === 0) run.mutate(identifierListBody(values))
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        {header}
        {options.isPending ? <Loader role="status" size="sm" aria-label={t('fitLoading')} /> : null}
        {options.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(options.error)}
          </Alert>
        ) : null}
        {data ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Stack gap="sm">
              <FitTestBudget options={data} />
              <IdentifierListFields
                assets={data.data_assets}
                datasetIdentifiers={data.identifier_columns}
                values={values}
                onChange={(next) => {
                  setValues(next)
                  setErrors({})
                }}
                errors={{
                  data_asset_id: errors.data_asset_id ?? fieldErrors.data_asset_id,
                  identifier_column: errors.identifier_column ?? fieldErrors.identifier_column,
                  dataset_identifier: errors.dataset_identifier ?? fieldErrors.dataset_identifier,
                }}
                disabled={run.isPending}
              />
              <Text size="xs" c="dimmed">
                {t('fitRules', {
                  minIdentifiers: data.min_identifiers,
                  minMatches: data.min_matches,
                  tries:
                    data.tries_left === 0
                      ? t('fitNoTries')
                      : t('fitTriesLeft', { left: data.tries_left, perDay: data.tries_per_day }),
                })}
              </Text>
              <Button
                type="submit"
                variant="light"
                loading={run.isPending}
                disabled={data.tries_left === 0 || data.data_assets.length === 0 || fitTestsLeft(data) === 0}
                leftSection={<IconTargetArrow size={16} />}
              >
                {t('fitTitle')}
              </Button>
            </Stack>
          </form>
        ) : null}
        {run.error && !hasFieldError ? <PrivacyRefusalAlert error={run.error} /> : null}
        {run.data && !run.error ? (
          <Alert color="teal" variant="light" icon={<IconChartDonut size={18} />} aria-live="polite">
            <Text fw={700} size="lg">
              {t('fitResult', { percent: run.data.match_rate_percent })}
            </Text>
            <Text size="sm">
              {t('fitResultDetail', { tested: formatCount(run.data.identifiers_tested) })}
            </Text>
            <Text size="xs" mt={4}>
              {privacy('fitTestRateError', { error: formatCount(run.data.match_rate_error_percent, 1) })}.{' '}
              {terms('noisyNotExact')}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}
