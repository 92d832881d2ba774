import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import {
  type EnumName,
  formatCount,
  formatRupiah,
  marketplaceLimits,
  marketplacePriceLabels as priceLabels,
  type MarketplaceFacets,
  type MarketplaceFacetValue,
} from '@lumbung/contract'
import { MoneyInput, moneyFieldsOf, moneyTextOf } from '../../../components/money-input'
import {
  hasFilters,
  toggleFilter,
  withChange,
  type MarketplaceListFilter,
  type MarketplaceSearchState,
} from './search-url-state'
import { describedLabel, labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceSearchTexts } from '../marketplace-search.texts'

interface FacetGroupProps {
  title: string
  filter: MarketplaceListFilter
  values: MarketplaceFacetValue[]
  state: MarketplaceSearchState
  onChange: (state: MarketplaceSearchState) => void
  /** Counted on the search's first matches only: each count is "at least" (shown "120+"). */
  areCountsLowerBounds: boolean
}

/** The enum each facet counts, whose words name its values in the page's language (providers are names). */
const enumOf: Partial<Record<MarketplaceListFilter, EnumName>> = {
  category: 'dataCategory',
  data_type: 'dataType',
  pricing_model: 'pricingModel',
  delivery_method: 'deliveryMethod',
  industry: 'industry',
}

/** A chosen value stays listed (with 0) even when no product has it any more, so it can be unticked. */
function FacetGroup({ title, filter, values, state, onChange, areCountsLowerBounds }: FacetGroupProps) {
  const t = useT(marketplaceSearchTexts)
  const chosen = state[filter].filter((value) => !values.some((entry) => entry.value === value))
  const name = enumOf[filter]
  // A chosen value that no match has any more is still named (the counts only name values they count).
  const nameOf = (value: string) => (name ? labelOf(name, value) : t('chosenProvider'))
  const entries = [
    ...values.map((entry) => ({
      ...entry,
      description: name ? describedLabel(name, entry) : entry.description,
    })),
    ...chosen.map((value) => ({ value, description: nameOf(value), count: 0 })),
  ]
  if (entries.length === 0) return null
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {entries.map((entry) => (
        <Checkbox
          key={entry.value}
          size="xs"
          checked={state[filter].includes(entry.value)}
          onChange={() => onChange(toggleFilter(state, filter, entry.value))}
          label={
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{entry.description}</Text>
              <Text size="xs" c="dimmed">
                (
                {areCountsLowerBounds && entry.count > 0
                  ? t('facetCountAtLeast', { count: entry.count })
                  : formatCount(entry.count)}
                )
              </Text>
            </Group>
          }
        />
      ))}
    </Stack>
  )
}

function PriceRange({
  state,
  facets,
  onChange,
  areCountsLowerBounds,
}: Pick<FacetGroupProps, 'state' | 'onChange' | 'areCountsLowerBounds'> & { facets: MarketplaceFacets }) {
  const t = useT(marketplaceSearchTexts)
  const [min, setMin] = useState(moneyTextOf(state.price_min))
  const [max, setMax] = useState(moneyTextOf(state.price_max))
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  // Back/forward or Clear filters changes the range from outside: show it.
  const [shown, setShown] = useState(`${state.price_min}-${state.price_max}`)
  if (shown !== `${state.price_min}-${state.price_max}`) {
    setShown(`${state.price_min}-${state.price_max}`)
    setMin(moneyTextOf(state.price_min))
    setMax(moneyTextOf(state.price_max))
  }
  const { min: lowest, max: highest } = facets.price
  return (
    <Stack
      gap={6}
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        // A typed price the filter refuses stays as typed with its message; nothing is rounded or applied.
        const { errors: refused, amounts } = moneyFieldsOf({
          min: { text: min, rule: { field: priceLabels.price_min } },
          max: { text: max, rule: { field: priceLabels.price_max } },
        })
        setErrors(refused)
        if (Object.keys(refused).length > 0) return
        onChange(withChange(state, { price_min: amounts.min, price_max: amounts.max }))
      }}
    >
      <Text size="sm" fw={600}>
        {t('price')}
      </Text>
      {lowest !== null && highest !== null ? (
        <Text size="xs" c="dimmed">
          {areCountsLowerBounds
            ? t('priceRangeOfFirst', {
                min: formatRupiah(lowest),
                max: formatRupiah(highest),
                count: marketplaceLimits.countCap,
              })
            : t('priceRange', { min: formatRupiah(lowest), max: formatRupiah(highest) })}
        </Text>
      ) : null}
      <Group gap="xs" grow>
        <MoneyInput
          size="xs"
          aria-label={t('priceMin')}
          field={priceLabels.price_min}
          placeholder={t('min')}
          hasHint={false}
          value={min}
          error={errors.min}
          onChange={setMin}
        />
        <MoneyInput
          size="xs"
          aria-label={t('priceMax')}
          field={priceLabels.price_max}
          placeholder={t('max')}
          hasHint={false}
          value={max}
          error={errors.max}
          onChange={setMax}
        />
      </Group>
      <Button type="submit" size="xs" variant="light">
        {t('applyPrice')}
      </Button>
    </Stack>
  )
}

export interface MarketplaceFacetSidebarProps {
  facets: MarketplaceFacets
  state: MarketplaceSearchState
  onChange: (state: MarketplaceSearchState) => void
  onClear: () => void
  /** The answer's `facets_are_lower_bounds`. */
  areCountsLowerBounds: boolean
}

/** The filters beside the results, each value with how many products it has. */
export function MarketplaceFacetSidebar({
  facets,
  state,
  onChange,
  onClear,
  areCountsLowerBounds,
}: MarketplaceFacetSidebarProps) {
  const t = useT(marketplaceSearchTexts)
  const group = (title: string, filter: MarketplaceListFilter, values: MarketplaceFacetValue[]) => (
    <FacetGroup
      title={title}
      filter={filter}
      values={values}
      state={state}
      onChange={onChange}
      areCountsLowerBounds={areCountsLowerBounds}
    />
  )
  return (
    <Stack gap="lg" component="aside" aria-label={t('filters')}>
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('filters')}
        </Title>
        {hasFilters(state) ? (
          <Button size="compact-xs" variant="subtle" onClick={onClear}>
            {t('clearFilters')}
          </Button>
        ) : null}
      </Group>
      {group(t('category'), 'category', facets.category)}
      {group(t('dataType'), 'data_type', facets.data_type)}
      {group(t('pricingModel'), 'pricing_model', facets.pricing_model)}
      {group(t('deliveryMethod'), 'delivery_method', facets.delivery_method)}
      <PriceRange
        state={state}
        facets={facets}
        onChange={onChange}
        areCountsLowerBounds={areCountsLowerBounds}
      />
      {group(t('provider'), 'provider_id', facets.provider)}
      {group(t('industry'), 'industry', facets.industry)}
    </Stack>
  )
}
