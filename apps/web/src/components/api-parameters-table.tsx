import { labelOf } from '../lib/i18n/enum-labels'
import { Code, Table, Text } from '@mantine/core'
import type { ApiField, PurchasedDocumentation } from '@lumbung/contract'
import { RequiredMark } from './required-mark'
import { useT } from '../lib/i18n/i18n'
import { componentsTexts } from './components.texts'

type Field = ApiField & Partial<Pick<PurchasedDocumentation['parameters'][number], 'send_in'>>

/** The input fields of an API product with their examples; with `send_in`, where each goes in a call to the gateway. */
export function ApiParametersTable({ fields }: { fields: Field[] }) {
  const t = useT(componentsTexts)
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noParameters')}
      </Text>
    )
  }
  const isSendInShown = fields.some((field) => field.send_in)
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('type')}</Table.Th>
            <Table.Th>{t('required')}</Table.Th>
            {isSendInShown ? <Table.Th>{t('sendIn')}</Table.Th> : null}
            <Table.Th>{t('description')}</Table.Th>
            <Table.Th>{t('example')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={`${field.location}-${field.name}`}>
              <Table.Td>
                <Code>{field.name}</Code>
              </Table.Td>
              <Table.Td>{labelOf('columnType', field.type)}</Table.Td>
              <Table.Td>
                <RequiredMark isRequired={field.is_required} />
              </Table.Td>
              {isSendInShown ? (
                <Table.Td>{field.send_in ? labelOf('parameterLocation', field.send_in) : '—'}</Table.Td>
              ) : null}
              <Table.Td>{field.description ?? '—'}</Table.Td>
              <Table.Td>{field.example === null ? '—' : <Code>{field.example}</Code>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
