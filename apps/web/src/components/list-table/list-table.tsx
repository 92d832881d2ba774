import { Stack, Text } from '@mantine/core'
import type { TablerIcon } from '@tabler/icons-react'
import type { KeyboardEvent } from 'react'
import { DataTable, type DataTableColumn } from 'mantine-datatable'

export interface ListTableEmptyState {
  testId: string
  icon: TablerIcon
  /** Shown when nothing exists yet. */
  title: string
  hint: string
  /** Shown instead when the filters exclude every record. */
  filteredTitle: string
  filteredHint: string
}

/** What a list screen hands its feature's table: one page of records and how to move between pages. */
export interface ListTablePageProps<T> {
  records: T[]
  totalRecords: number
  page: number
  pageSize: number
  isLoading: boolean
  isFiltered: boolean
  onPageChange: (page: number) => void
  onOpen: (record: T) => void
}

export interface ListTableProps<T extends { id: string }> extends ListTablePageProps<T> {
  /** Defaults to `isLoading`; a list may keep its rows visible while it refreshes. */
  isLoaderShown?: boolean
  loadingText: string
  /** Plural name of the records, as in “1–10 of 42 products”. */
  recordsName: string
  empty: ListTableEmptyState
  columns: DataTableColumn<T>[]
}

/** One paginated, clickable list table so every list screen looks and behaves the same. */
export function ListTable<T extends { id: string }>({
  records,
  totalRecords,
  page,
  pageSize,
  isLoading,
  isLoaderShown = isLoading,
  isFiltered,
  loadingText,
  recordsName,
  empty,
  columns,
  onPageChange,
  onOpen,
}: ListTableProps<T>) {
  const EmptyIcon = empty.icon
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={records.length === 0 ? 260 : undefined}
      fetching={isLoaderShown}
      loadingText={loadingText}
      records={records}
      idAccessor="id"
      totalRecords={totalRecords}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords: total }) => `${from}–${to} of ${total} ${recordsName}`}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      // A row opens with the keyboard too: Tab reaches it, Enter or Space opens it.
      customRowAttributes={(record) => ({
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.target !== event.currentTarget) return
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          onOpen(record)
        },
      })}
      emptyState={
        isLoading ? null : (
          <Stack align="center" gap={4} c="dimmed" data-testid={empty.testId}>
            <EmptyIcon size={32} stroke={1.5} aria-hidden />
            <Text size="sm" fw={500}>
              {isFiltered ? empty.filteredTitle : empty.title}
            </Text>
            <Text size="xs">{isFiltered ? empty.filteredHint : empty.hint}</Text>
          </Stack>
        )
      }
      columns={columns}
    />
  )
}
