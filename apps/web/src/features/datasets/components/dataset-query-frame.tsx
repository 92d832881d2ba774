import { Alert, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { datasetsTexts } from '../datasets.texts'

export function DatasetNotFound() {
  const t = useT(datasetsTexts)
  return (
    <Alert color="red" variant="light" role="alert">
      {t('notFound')}
    </Alert>
  )
}

/** Shows the loader or the load error of a dataset query, and the screen once the dataset is in. */
export function DatasetQueryFrame<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>
  children: (dataset: T) => ReactNode
}) {
  const t = useT(datasetsTexts)
  if (query.isPending) return <Loader role="status" aria-label={t('loadingDataset')} />
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(query.error)}
      </Alert>
    )
  }
  return children(query.data)
}
