import { labelOf } from '@lumbung/contract'
import { Badge, Group, List, Stack, Text } from '@mantine/core'
import type { SchemaDiff } from '@lumbung/contract'

const typeName = (type: string) => labelOf('columnType', type).toLowerCase()

/** How a version's columns differ from the published version before it, in plain words. */
export function SchemaDiffView({ diff }: { diff: SchemaDiff | null }) {
  if (!diff) {
    return (
      <Text size="sm" c="dimmed">
        The first version: nothing to compare with.
      </Text>
    )
  }
  if (!diff.is_columns_changed) {
    return (
      <Group gap="xs" data-testid="schema-diff">
        <Badge color="teal" variant="light" radius="sm">
          Same columns
        </Badge>
        <Text size="sm" c="dimmed">
          {diff.is_reordered
            ? 'The columns are the same, in another order.'
            : 'The columns and their types are unchanged.'}
        </Text>
      </Group>
    )
  }
  return (
    <Stack gap="xs" data-testid="schema-diff">
      <Group gap="xs">
        <Badge color="orange" variant="light" radius="sm">
          Columns changed
        </Badge>
        <Text size="sm" c="dimmed">
          Subscribers are mailed about these changes when you publish.
        </Text>
      </Group>
      <List size="sm" spacing={4}>
        {diff.added.map((column) => (
          <List.Item key={`added-${column.name}`}>
            Added <strong>{column.name}</strong> ({typeName(column.type)})
          </List.Item>
        ))}
        {diff.removed.map((column) => (
          <List.Item key={`removed-${column.name}`}>
            Removed <strong>{column.name}</strong> ({typeName(column.type)})
          </List.Item>
        ))}
        {diff.retyped.map((column) => (
          <List.Item key={`retyped-${column.name}`}>
            <strong>{column.name}</strong> changes from {typeName(column.from)} to {typeName(column.to)}
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
