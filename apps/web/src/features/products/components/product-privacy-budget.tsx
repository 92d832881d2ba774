import { Alert, Button, Group, Loader, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import {
  epsilonOfCost,
  formatCount,
  formatPrivacyCost,
  isActionRoleAllowed,
  privacyBudget,
  providerBudgetBody,
  secretShareQueryRoutes,
  type ProviderBudgetView,
} from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { privacyBudgetTexts, privacyTermsTexts } from '../../../components/privacy-budget'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useProductPrivacyBudget } from '../api/get-product-privacy-budget'
import { useSetProductPrivacyBudget } from '../api/set-product-privacy-budget'
import { notice } from '../../../lib/i18n/notices'
import { useT } from '../../../lib/i18n/i18n'
import { formatDate } from '../../../lib/i18n/format-date'

const { microRhoPerRho } = privacyBudget

/**
 * A secret-share product's privacy budget on the provider's side: what each buyer company may spend a
 * month, and what each has spent this month. The owner and admins set the total, as they set the
 * product's other marketplace terms.
 */
export function ProductPrivacyBudget({ productId }: { productId: string }) {
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const budget = useProductPrivacyBudget(productId)
  return (
    <DetailSection title={terms('providerBudget')} gap="md">
      <Text size="sm" c="dimmed">
        {terms('providerBudgetExplained')}
      </Text>
      {budget.isPending ? (
        <Loader role="status" size="sm" aria-label={privacy('providerBudgetLoading')} />
      ) : null}
      {budget.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(budget.error)}
        </Alert>
      ) : null}
      {budget.data ? <PrivacyBudgetView view={budget.data} /> : null}
    </DetailSection>
  )
}

function PrivacyBudgetView({ view }: { view: ProviderBudgetView }) {
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const mayChange = isActionRoleAllowed(
    secretShareQueryRoutes.setProviderBudget.config.access,
    useCurrentUser().user.application_role,
  )
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={privacy('total')}>
          {formatPrivacyCost(view.monthly_total_micro_rho)} (
          {view.is_default ? privacy('providerBudgetDefault') : privacy('providerBudgetOwn')})
        </Fact>
        <Fact label={privacy('guarantee')}>
          {terms('epsilon', { epsilon: epsilonOfCost(view.monthly_total_micro_rho).toFixed(2) })}
        </Fact>
        <Fact label={terms('budget')}>{terms('renewsOn', { date: formatDate(view.renews_on) })}</Fact>
      </SimpleGrid>
      {mayChange ? (
        <BudgetForm view={view} />
      ) : (
        <Text size="xs" c="dimmed">
          {privacy('providerBudgetMayNotSet')}
        </Text>
      )}
      <Text fw={600} size="sm">
        {terms('buyersUse')}
      </Text>
      {view.buyers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {privacy('providerNoBuyers')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder fz="sm" aria-label={terms('buyersUse')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{privacy('buyerCompany')}</Table.Th>
                <Table.Th ta="right">{privacy('buyerUsed')}</Table.Th>
                <Table.Th ta="right">{privacy('buyerLeft')}</Table.Th>
                <Table.Th ta="right">{privacy('buyerQueries')}</Table.Th>
                <Table.Th ta="right">{privacy('buyerFitTests')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.buyers.map((buyer) => (
                <Table.Tr key={buyer.company_name}>
                  <Table.Td>{buyer.company_name}</Table.Td>
                  <Table.Td ta="right">{formatPrivacyCost(buyer.used_micro_rho)}</Table.Td>
                  <Table.Td ta="right">{formatPrivacyCost(buyer.left_micro_rho)}</Table.Td>
                  <Table.Td ta="right">{formatCount(buyer.queries)}</Table.Td>
                  <Table.Td ta="right">{formatPrivacyCost(buyer.fit_test_used_micro_rho)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

/** The monthly total in ρ, as buyers read their budget; sent in millionths, as the contract keeps it. */
function BudgetForm({ view }: { view: ProviderBudgetView }) {
  const privacy = useT(privacyBudgetTexts)
  const rangeText = privacy('providerBudgetRange', {
    min: formatPrivacyCost(privacyBudget.minMonthlyMicroRho),
    max: formatPrivacyCost(privacyBudget.maxMonthlyMicroRho),
  })
  const save = useSetProductPrivacyBudget()
  const [total, setTotal] = useState<number | string>(view.monthly_total_micro_rho / microRhoPerRho)
  const [error, setError] = useState<string | null>(null)
  const serverError = isApiError(save.error)
    ? (save.error.fieldErrors.monthly_total_micro_rho ?? errorMessageOf(save.error))
    : null

  const submit = () => {
    const microRho = Math.round(Number(total) * microRhoPerRho)
    const parsed = providerBudgetBody.safeParse({ monthly_total_micro_rho: microRho })
    if (total === '' || !parsed.success) {
      setError(rangeText)
      return
    }
    setError(null)
    save.mutate(
      { id: view.product_id, body: parsed.data },
      {
        onSuccess: () => void toast({ color: 'teal', message: notice('secretShareQuery.budgetSet') }),
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={privacy('providerBudgetField')}
          description={rangeText}
          value={total}
          onChange={setTotal}
          decimalScale={3}
          step={0.1}
          min={privacyBudget.minMonthlyMicroRho / microRhoPerRho}
          max={privacyBudget.maxMonthlyMicroRho / microRhoPerRho}
          error={error ?? serverError}
          disabled={save.isPending}
          w={260}
        />
        <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
          {privacy('providerBudgetSave')}
        </Button>
      </Group>
    </form>
  )
}
