import { Alert, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { datasetErrorMessages } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'

export function DatasetNotFound() {
  return (
    <Alert color="red" variant="light" role="alert">
      {datasetErrorMessages.notFound}
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
  if (query.isPending) return <Loader aria-label="Loading dataset" />
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(query.error)}
      </Alert>
    )
  }
  return children(query.data)
}
