import { Button, Group, Select } from '@mantine/core'
import { auditActions, auditOutcomes } from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { useT } from '../../../lib/i18n/i18n'
import { auditActionLabel } from '../audit-action-label'
import { auditFilterTexts } from '../audit-filters.texts'
import type { AuditScreenFilters } from './audit-params'

// Sorted in the page's language, so it is read when the filters render.
const actionOptionsOf = () =>
  auditActions
    .map((action) => ({ value: action, label: auditActionLabel(action) }))
    .sort((left, right) => left.label.localeCompare(right.label))

export interface AuditFiltersProps {
  filters: AuditScreenFilters
  onChange: (name: string, value: string | null) => void
  onClear: () => void
  /** The company's people (the owner's view) or the companies (the operators' view). */
  people?: { value: string; label: string }[] | undefined
  companies?: { value: string; label: string }[] | undefined
}

/** The trail's filters: action, person or company, outcome and a range of Jakarta days. */
export function AuditFilters({ filters, onChange, onClear, people, companies }: AuditFiltersProps) {
  const t = useT(auditFilterTexts)
  const actionOptions = actionOptionsOf()
  const outcomeOptions = auditOutcomes.map((outcome) => ({
    value: outcome,
    label: t(`outcome${outcome}`),
  }))
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('filtersLabel')}>
      <Select
        label={t('actionFilter')}
        placeholder={t('actionPlaceholder')}
        data={actionOptions}
        value={filters.action}
        onChange={(value) => onChange('action', value)}
        clearable
        searchable
        w={260}
      />
      {companies ? (
        <Select
          label={t('companyFilter')}
          placeholder={t('companyPlaceholder')}
          data={companies}
          value={filters.tenant_id}
          onChange={(value) => onChange('tenant_id', value)}
          clearable
          searchable
          w={220}
        />
      ) : null}
      {people ? (
        <Select
          label={t('userFilter')}
          placeholder={t('userPlaceholder')}
          data={people}
          value={filters.user_id}
          onChange={(value) => onChange('user_id', value)}
          clearable
          searchable
          w={200}
        />
      ) : null}
      <Select
        label={t('outcomeFilter')}
        placeholder={t('outcomePlaceholder')}
        data={outcomeOptions}
        value={filters.outcome}
        onChange={(value) => onChange('outcome', value)}
        clearable
        w={170}
      />
      <DayFirstDateInput
        label={t('fromFilter')}
        value={filters.from}
        onChange={(value) => onChange('from', value)}
        clearable
        w={150}
      />
      <DayFirstDateInput
        label={t('toFilter')}
        value={filters.to}
        onChange={(value) => onChange('to', value)}
        clearable
        w={150}
      />
      <Button variant="subtle" onClick={onClear}>
        {t('clearFilters')}
      </Button>
    </Group>
  )
}
