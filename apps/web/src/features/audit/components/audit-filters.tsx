import { Button, Group, Select, TextInput } from '@mantine/core'
import {
  auditActionLabels,
  auditActions,
  auditMessages,
  auditOutcomeLabels,
  auditOutcomes,
} from '@lumbung/contract'
import type { AuditScreenFilters } from './audit-params'

const actionOptions = auditActions
  .map((action) => ({ value: action, label: auditActionLabels[action] }))
  .sort((left, right) => left.label.localeCompare(right.label))
const outcomeOptions = auditOutcomes.map((outcome) => ({
  value: outcome,
  label: auditOutcomeLabels[outcome],
}))

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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={auditMessages.filtersLabel}>
      <Select
        label={auditMessages.actionFilter}
        placeholder={auditMessages.actionPlaceholder}
        data={actionOptions}
        value={filters.action}
        onChange={(value) => onChange('action', value)}
        clearable
        searchable
        w={260}
      />
      {companies ? (
        <Select
          label={auditMessages.companyFilter}
          placeholder={auditMessages.companyPlaceholder}
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
          label={auditMessages.userFilter}
          placeholder={auditMessages.userPlaceholder}
          data={people}
          value={filters.user_id}
          onChange={(value) => onChange('user_id', value)}
          clearable
          searchable
          w={200}
        />
      ) : null}
      <Select
        label={auditMessages.outcomeFilter}
        placeholder={auditMessages.outcomePlaceholder}
        data={outcomeOptions}
        value={filters.outcome}
        onChange={(value) => onChange('outcome', value)}
        clearable
        w={170}
      />
      <TextInput
        type="date"
        label={auditMessages.fromFilter}
        value={filters.from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value || null)}
        w={150}
      />
      <TextInput
        type="date"
        label={auditMessages.toFilter}
        value={filters.to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value || null)}
        w={150}
      />
      <Button variant="subtle" onClick={onClear}>
        {auditMessages.clearFilters}
      </Button>
    </Group>
  )
}
