import { Anchor, UnstyledButton } from '@mantine/core'
import type { TablerIcon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { DataTable, type DataTableColumn } from 'mantine-datatable'
import { formatCount } from '@lumbung/contract'
import { pageControlProps } from '../../lib/i18n/control-names'
import { useT } from '../../lib/i18n/i18n'
import { PrefetchLink } from '../navigation/prefetch-link'
import { EmptyState } from './empty-state'
import classes from './list-table.module.css'

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
  /** Where a row leads: its first cell becomes a link there. */
  hrefOf?: (record: T) => string
  /** What opening a row does when it leads to no address (a drawer): its first cell becomes a button. */
  onOpen?: (record: T) => void
}

export interface ListTableProps<T extends { id: string }> extends ListTablePageProps<T> {
  /** Defaults to `isLoading`; a list may keep its rows visible while it refreshes. */
  isLoaderShown?: boolean
  loadingText: string
  /** Plural name of the records, as in “1–10 of 42 products”. */
  recordsName: string
  empty: ListTableEmptyState
  columns: DataTableColumn<T>[]
  /** The table's test id. */
  testId?: string
  /** Attributes of a record's row, such as a data attribute that names it. */
  rowAttributes?: (record: T) => Record<string, string>
}

/** The stretched-link classes, for a hand-built table whose rows open too. */
export const rowLinkClasses = { row: classes.row, link: classes.rowLink }

/** The first cell's content, wrapped in the row's one link or button. */
function openerOf<T>(
  record: T,
  content: ReactNode,
  hrefOf: ((record: T) => string) | undefined,
  onOpen: ((record: T) => void) | undefined,
): ReactNode {
  if (hrefOf) {
    return (
      <Anchor component={PrefetchLink} to={hrefOf(record)} className={classes.rowLink} underline="never">
        {content}
      </Anchor>
    )
  }
  if (onOpen) {
    return (
      <UnstyledButton className={classes.rowLink} onClick={() => onOpen(record)}>
        {content}
      </UnstyledButton>
    )
  }
  return content
}

/**
 * One paginated list table so every list screen looks and behaves the same: each row opens through a
 * real link (or button) in its first cell, never through a click handler on the row.
 */
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
  hrefOf,
  onOpen,
  testId,
  rowAttributes,
}: ListTableProps<T>) {
  const [first, ...rest] = columns
  const openColumns: DataTableColumn<T>[] = first
    ? [
        {
          ...first,
          render: (record, index) =>
            openerOf(
              record,
              first.render
                ? first.render(record, index)
                : String((record as Record<string, unknown>)[String(first.accessor)] ?? ''),
              hrefOf,
              onOpen,
            ),
        },
        ...rest,
      ]
    : columns
  const t = useT()
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
      paginationText={({ from, to, totalRecords: total }) =>
        t('table.pagination', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(total),
          recordsName,
        })
      }
      getPaginationControlProps={pageControlProps}
      rowClassName={() => classes.row}
      customRowAttributes={rowAttributes}
      data-testid={testId}
      emptyState={
        isLoading ? null : (
          <EmptyState
            icon={empty.icon}
            testId={empty.testId}
            title={isFiltered ? empty.filteredTitle : empty.title}
            hint={isFiltered ? empty.filteredHint : empty.hint}
          />
        )
      }
      columns={openColumns}
    />
  )
}
