export { ListTable, type ListTableEmptyState, type ListTableProps } from './list-table'
export { ListSearchInput, type ListSearchInputProps } from './list-search-input'
