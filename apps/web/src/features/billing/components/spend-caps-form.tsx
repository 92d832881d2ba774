import { Button, Group, Paper, Progress, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import {
  formatRupiah,
  spendCapMaxAmount,
  spendCapMessages,
  type SpendCapSettings,
  type SpendCapsBody,
} from '@lumbung/contract'
import { EmptyState } from '../../../components/list-table'
import { MoneyInput, moneyFieldsOf, moneyTextOf } from '../../../components/money-input'
import { ApiError, errorMessageOf } from '../../../lib/api-error'
import { useT, type Translator } from '../../../lib/i18n/i18n'
import { billingLabelTexts } from '../billing-labels.texts'
import { billingSpendCapTexts } from '../billing-spend-caps.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'

const capRule = { field: spendCapMessages.capLabel, min: 1, max: spendCapMaxAmount }

/** The share of a cap used, for the bar: 0–100, and how it reads. */
function usageOf(spend: number, cap: number | null) {
  if (cap === null || cap <= 0) return null
  const percent = Math.min(100, Math.floor((spend * 100) / cap))
  return { percent, color: percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'teal' }
}

function SpendBar({ spend, cap, label }: { spend: number; cap: number | null; label: string }) {
  const t = useT(billingSpendCapTexts)
  const usage = usageOf(spend, cap)
  if (!usage) return <Text size="sm">{formatRupiah(spend)}</Text>
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('spendOfCap', { spend: formatRupiah(spend), cap: formatRupiah(cap ?? 0), percent: usage.percent })}
      </Text>
      <Progress
        value={usage.percent}
        color={usage.color}
        aria-label={t('capUsed', { label, percent: usage.percent })}
      />
    </Stack>
  )
}

function capInput({
  t,
  label,
  isLabelVisible = false,
  value,
  error,
  isReadOnly,
  onChange,
}: {
  t: Translator<keyof typeof billingSpendCapTexts.en>
  label: string
  /** A table row's input is named by its column and product instead of a visible label. */
  isLabelVisible?: boolean
  value: string
  error?: string | undefined
  isReadOnly: boolean
  onChange: (value: string) => void
}) {
  return (
    <MoneyInput
      {...(isLabelVisible ? { label } : { 'aria-label': label })}
      field={capRule.field}
      min={capRule.min}
      max={capRule.max}
      placeholder={t('noCap')}
      value={value}
      error={error}
      readOnly={isReadOnly}
      onChange={onChange}
    />
  )
}

/**
 * The company cap, a cap per purchased product with this month's spend, and whether calls are refused
 * at a cap. Only the owner changes them; an admin sees the same form read-only.
 */
export function SpendCapsForm({
  settings,
  isEditable,
  onSave,
}: {
  settings: SpendCapSettings
  isEditable: boolean
  onSave: (body: SpendCapsBody) => Promise<void>
}) {
  const t = useT(billingSpendCapTexts)
  const tLabel = useT(billingLabelTexts)
  const [companyCap, setCompanyCap] = useState(moneyTextOf(settings.company_cap))
  const [isRefusing, setRefusing] = useState(settings.is_refusing_at_cap)
  const [productCaps, setProductCaps] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.products.map((product) => [product.product_id, moneyTextOf(product.cap)])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSaving, setSaving] = useState(false)

  const submit = async () => {
    // Nothing is sent while a typed cap is one the field refuses: it stays on screen with its message.
    const { errors: refused, amounts } = moneyFieldsOf<string>({
      company_cap: { text: companyCap, rule: capRule },
      ...Object.fromEntries(
        Object.entries(productCaps).map(([productId, text]) => [productId, { text, rule: capRule }]),
      ),
    })
    if (Object.keys(refused).length > 0) {
      setErrors(refused as Record<string, string>)
      return
    }
    setSaving(true)
    setErrors({})
    try {
      await onSave({
        company_cap: amounts.company_cap ?? null,
        is_refusing_at_cap: isRefusing,
        products: Object.keys(productCaps)
          .filter((productId) => amounts[productId] !== null && amounts[productId] !== undefined)
          .map((productId) => ({ product_id: productId, cap: amounts[productId]! })),
      })
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: errorMessageOf(error) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('wholeCompany')}
          </Title>
          <Group align="flex-start" grow>
            {capInput({
              t,
              label: t('companyCap'),
              isLabelVisible: true,
              value: companyCap,
              error: errors.company_cap,
              isReadOnly: !isEditable,
              onChange: setCompanyCap,
            })}
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('billedThisMonth')}
              </Text>
              <SpendBar spend={settings.company_spend} cap={settings.company_cap} label={t('wholeCompany')} />
              <Text size="xs" c="dimmed">
                {t('billedHint')}
              </Text>
            </Stack>
          </Group>
          <Switch
            label={t('refuseLabel')}
            description={t('refuseDescription')}
            checked={isRefusing}
            disabled={!isEditable}
            onChange={(event) => setRefusing(event.currentTarget.checked)}
          />
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('purchasedProducts')}
          </Title>
          {settings.products.length === 0 ? (
            <EmptyState title={t('noProducts')} hint={t('noProductsHint')} />
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{tLabel('product')}</Table.Th>
                    <Table.Th scope="col">{t('monthlyCap')}</Table.Th>
                    <Table.Th scope="col">{t('billedThisMonth')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {settings.products.map((product) => (
                    <Table.Tr key={product.product_id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {product.product_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {product.provider_legal_name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {capInput({
                          t,
                          label: t('productCap', { product: product.product_name }),
                          value: productCaps[product.product_id] ?? '',
                          error: errors[product.product_id],
                          isReadOnly: !isEditable,
                          onChange: (value) =>
                            setProductCaps((caps) => ({ ...caps, [product.product_id]: value })),
                        })}
                      </Table.Td>
                      <Table.Td>
                        <SpendBar spend={product.spend} cap={product.cap} label={product.product_name} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {errors.products ? (
            <Text c="red" size="sm" role="alert">
              <ValidationMessage>{errors.products}</ValidationMessage>
            </Text>
          ) : null}
        </Stack>
      </Paper>

      {errors.form ? (
        <Text c="red" size="sm" role="alert">
          {errors.form}
        </Text>
      ) : null}
      {isEditable ? (
        <Group justify="flex-end">
          <Button onClick={submit} loading={isSaving}>
            {t('save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('ownerOnly')}
        </Text>
      )}
    </Stack>
  )
}
