export {
  ListTable,
  rowLinkClasses,
  type ListTableEmptyState,
  type ListTablePageProps,
  type ListTableProps,
} from './list-table'
export { ListSearchInput, type ListSearchInputProps } from './list-search-input'
export { useListSearch, type ListSearch } from './use-list-search'
export { ListScreenFrame, type ListScreenFrameProps } from './list-screen-frame'
export { StatusFilter, type StatusFilterProps } from './status-filter'
export { RowActionsMenu, type RowAction } from './row-actions-menu'
export { EmptyState, type EmptyStateProps } from './empty-state'
