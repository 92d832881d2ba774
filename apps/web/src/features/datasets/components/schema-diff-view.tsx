import { labelOf } from '../../../lib/i18n/enum-labels'
import { Badge, Group, List, Stack, Text } from '@mantine/core'
import type { SchemaDiff } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { fileVersionsTexts } from '../file-versions.texts'

const typeName = (type: string) => labelOf('columnType', type).toLowerCase()

/** How a version's columns differ from the published version before it, in plain words. */
export function SchemaDiffView({ diff }: { diff: SchemaDiff | null }) {
  const t = useT(fileVersionsTexts)
  if (!diff) {
    return (
      <Text size="sm" c="dimmed">
        {t('firstNothingToCompare')}
      </Text>
    )
  }
  if (!diff.is_columns_changed) {
    return (
      <Group gap="xs" data-testid="schema-diff">
        <Badge color="teal" variant="light" radius="sm">
          {t('sameColumns')}
        </Badge>
        <Text size="sm" c="dimmed">
          {diff.is_reordered ? t('sameOrderChanged') : t('unchanged')}
        </Text>
      </Group>
    )
  }
  return (
    <Stack gap="xs" data-testid="schema-diff">
      <Group gap="xs">
        <Badge color="orange" variant="light" radius="sm">
          {t('columnsChanged')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('subscribersMailed')}
        </Text>
      </Group>
      <List size="sm" spacing={4}>
        {diff.added.map((column) => (
          <List.Item key={`added-${column.name}`}>
            {t('added', { name: column.name, type: typeName(column.type) })}
          </List.Item>
        ))}
        {diff.removed.map((column) => (
          <List.Item key={`removed-${column.name}`}>
            {t('removed', { name: column.name, type: typeName(column.type) })}
          </List.Item>
        ))}
        {diff.retyped.map((column) => (
          <List.Item key={`retyped-${column.name}`}>
            {t('retyped', { name: column.name, from: typeName(column.from), to: typeName(column.to) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
