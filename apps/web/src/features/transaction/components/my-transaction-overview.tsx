import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconChevronRight, IconLock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { TransactionLink } from './my-transaction-links'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface MyTransactionOverviewProps {
  description: string
  links: TransactionLink[]
  /** The counts above the links, when the user may see them. */
  counts?: ReactNode
}

/** The transaction area's front page: where things stand, and the screens this user may open. */
export function MyTransactionOverview({ description, links, counts }: MyTransactionOverviewProps) {
  const t = useT(transactionRequestTexts)
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('myTransaction')}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {counts}
      {links.length === 0 ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t('handledByAdmins')}>
          {t('handledByAdminsBody')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {links.map((link) => (
            <Card key={link.path} component={Link} to={link.path} withBorder radius="lg" padding="lg">
              <Stack gap={4}>
                <Text fw={600}>
                  {link.title} <IconChevronRight size={14} style={{ verticalAlign: 'middle' }} />
                </Text>
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
