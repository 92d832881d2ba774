import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconFileUnknown } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { TransactionRequestDetail } from '@lumbung/contract'
import { useMinimumLoading } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface RequestDetailFrameProps {
  transactionNo: string
  backTo: string
  backLabel: string
  query: UseQueryResult<TransactionRequestDetail>
  children: (request: TransactionRequestDetail) => ReactNode
}

/** The back link and the loading, missing and failed states around a request's detail. */
export function RequestDetailFrame({
  transactionNo,
  backTo,
  backLabel,
  query,
  children,
}: RequestDetailFrameProps) {
  const t = useT(transactionRequestTexts)
  const isLoaderShown = useMinimumLoading(query.isPending && transactionNo !== '')
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {backLabel}
      </Group>
    </Anchor>
  )
  let body: ReactNode
  if (!transactionNo) {
    body = (
      <Stack align="center" gap="xs" py="xl" c="dimmed">
        <IconFileUnknown size={36} stroke={1.5} />
        <Text fw={500}>{t('noRequestChosen')}</Text>
        <Button component={Link} to={backTo} variant="light">
          {t('openBack', { label: backLabel.toLowerCase() })}
        </Button>
      </Stack>
    )
  } else if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={isMissing ? t('requestNotFound') : t('requestLoadFailed')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {isMissing ? t('noSuchRequest', { transactionNo }) : errorMessageOf(query.error)}
          </Text>
          {isMissing ? null : (
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </Stack>
      </Alert>
    )
  } else if (query.data && !isLoaderShown) {
    body = children(query.data)
  } else {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loadingRequest')} />
      </Center>
    )
  }
  return (
    <Stack gap="lg" maw={pageWidth}>
      {back}
      {body}
    </Stack>
  )
}
