import { Alert, Anchor, Group, Loader, Stack } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'

export interface MarketplaceDetailFrameProps<T> {
  query: UseQueryResult<T>
  loadingLabel: string
  /** The list the screen belongs to, linked above it and from its load error. */
  backTo: string
  backLabel: string
  errorBackLabel: string
  children: (data: T) => ReactNode
}

/** The loader, load error and back link around a marketplace product or provider page. */
export function MarketplaceDetailFrame<T>({
  query,
  loadingLabel,
  backTo,
  backLabel,
  errorBackLabel,
  children,
}: MarketplaceDetailFrameProps<T>) {
  if (query.isPending) return <Loader role="status" aria-label={loadingLabel} />
  if (query.isError) {
    return (
      <Stack gap="md" maw={pageWidth}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(query.error)}
        </Alert>
        <Anchor component={Link} to={backTo} size="sm">
          {errorBackLabel}
        </Anchor>
      </Stack>
    )
  }
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {backLabel}
        </Group>
      </Anchor>
      {children(query.data)}
    </Stack>
  )
}
