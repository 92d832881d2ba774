import { formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Table, Text, Timeline } from '@mantine/core'
import { IconArchive, IconEdit, IconPlus, IconRocket } from '@tabler/icons-react'
import type { ProductHistoryEntry } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { productPageTexts } from '../product-page.texts'

const actionKeys = {
  'product.created': 'historyCreated',
  'product.published': 'historyPublished',
  'product.archived': 'historyArchived',
  'product.updated': 'historyEdited',
} as const
const actionIcons: Record<string, typeof IconPlus> = {
  'product.created': IconPlus,
  'product.published': IconRocket,
  'product.archived': IconArchive,
  'product.updated': IconEdit,
}

/**
 * Who did what and when; edits of a product on record show each changed field before and after, in the
 * words the server gives (labels, list labels, rupiah, names), never field names or ids.
 */
export function ProductHistory({ entries }: { entries: ProductHistoryEntry[] }) {
  const t = useT(productPageTexts)
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('nothingRecorded')}
      </Text>
    )
  return (
    <Timeline bulletSize={26} lineWidth={2}>
      {entries.map((entry) => {
        const Icon = actionIcons[entry.action] ?? IconEdit
        const name = entry.actor_name ?? t('someone')
        const actionKey: (typeof actionKeys)[keyof typeof actionKeys] | undefined =
          actionKeys[entry.action as keyof typeof actionKeys]
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<Icon size={14} />}
            title={actionKey ? t(actionKey, { name }) : t('historyOther', { action: entry.action, name })}
          >
            <Stack gap={6}>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.created_date)}
              </Text>
              {entry.changes.length > 0 ? (
                <Table withTableBorder fz="xs" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('field')}</Table.Th>
                      <Table.Th>{t('before')}</Table.Th>
                      <Table.Th>{t('after')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entry.changes.map((change) => (
                      <Table.Tr key={change.field}>
                        <Table.Td>{change.label}</Table.Td>
                        <Table.Td>{change.before_text}</Table.Td>
                        <Table.Td>{change.after_text}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : null}
            </Stack>
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
