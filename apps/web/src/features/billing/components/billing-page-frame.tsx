import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pageWidth } from '../../../components/layout/page-width'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'

/** A billing screen's heading, an optional way back, and its content. */
export function BillingPageFrame({
  title,
  description,
  back,
  actions,
  children,
}: {
  title: string
  description: string
  back?: { to: string; label: string } | undefined
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack gap="lg" maw={pageWidth}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm">
          <IconArrowLeft size={14} aria-hidden /> {back.label}
        </Anchor>
      ) : null}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {actions}
      {children}
    </Stack>
  )
}

/** A query's loading and error states, then its content. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown }
  children: () => ReactNode
}) {
  const t = useT()
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(query.error)}
      </Alert>
    )
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={t('state.loading')} />
      </Center>
    )
  }
  return <>{children()}</>
}
