import { formatCount } from '@lumbung/contract'
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
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useFitTestOptions } from '../api/fit-test-options'
import { useRunFitTest } from '../api/fit-test-run'

const triesText = (left: number, perDay: number) =>
  left === 0 ? 'No tries left today; you can test again tomorrow.' : `${left} of ${perDay} tries left today.`

/**
 * "Test the fit" on a secret-share product's page: before requesting it, a verified company's owner or
 * admin learns roughly what share of its own identifier list the product covers. Only a rounded rate
 * comes back, and only from enough matches; never a row or an identifier.
 */
export function FitTestPanel({ product }: { product: MarketplaceProductDetail }) {
  const options = useFitTestOptions(product.id, product.can_request)
  const run = useRunFitTest(product.id)
  const [values, setValues] = useState<IdentifierListValues>(emptyIdentifierList)
  const [errors, setErrors] = useState<Partial<Record<keyof IdentifierListValues, string>>>({})

  const header = (
    <Stack gap={4}>
      <Title order={2} size="h4">
        Test the fit
      </Title>
      <Text size="sm" c="dimmed">
        See what share of your own identifiers this product holds before you request it.
      </Text>
    </Stack>
  )
  if (!product.can_request) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          {header}
          <Text size="xs" c="dimmed" role="note">
            {product.request_blocked_reason?.message}
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
        {options.isPending ? <Loader size="sm" aria-label="Loading the fit test" /> : null}
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
                Your list needs at least {data.min_identifiers} identifiers; a rate is shown from{' '}
                {data.min_matches} matches, rounded to 5 %. {triesText(data.tries_left, data.tries_per_day)}
              </Text>
              <Button
                type="submit"
                variant="light"
                loading={run.isPending}
                disabled={data.tries_left === 0 || data.data_assets.length === 0}
                leftSection={<IconTargetArrow size={16} />}
              >
                Test the fit
              </Button>
            </Stack>
          </form>
        ) : null}
        {run.error && !hasFieldError ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(run.error)}
          </Alert>
        ) : null}
        {run.data && !run.error ? (
          <Alert color="teal" variant="light" icon={<IconChartDonut size={18} />} aria-live="polite">
            <Text fw={700} size="lg">
              About {run.data.match_rate_percent} % of your identifiers
            </Text>
            <Text size="sm">
              are in this product, out of the {formatCount(run.data.identifiers_tested)} distinct identifiers
              in your list.
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}
