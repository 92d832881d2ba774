import { Anchor, Badge, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { PurchasedDocumentation } from '@lumbung/contract'
import { Fact } from '../../../components/detail'
import { ApiSnippetTabs } from './api-snippet-tabs'
import { PurchasedCopyButton } from './purchased-copy-button'
import { PurchasedParametersTable } from './purchased-parameters-table'
import { transactionDocumentationTexts } from '../transaction-documentation.texts'
import { useT } from '../../../lib/i18n/i18n'

// Code the reader types as written, in either language.
const apiKeyHeader = 'X-API-Key'
const refusalShape = '{"status": "ERROR", "code": "…", "message": "…"}'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** How to call a purchased API product through the gateway, written by the server from its dataset. */
export function PurchasedDocumentationView({
  documentation,
  isEndpointShown = true,
}: {
  documentation: PurchasedDocumentation
  /** False where the page already shows the address above, so it is written once. */
  isEndpointShown?: boolean
}) {
  const t = useT(transactionDocumentationTexts)
  const hours =
    documentation.operational_hour_from && documentation.operational_hour_to
      ? `${documentation.operational_hour_from}–${documentation.operational_hour_to} (${documentation.time_zone})`
      : t('aroundTheClock')
  return (
    <Stack gap="lg" data-testid="purchased-documentation">
      {isEndpointShown ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Group gap="sm" wrap="nowrap">
            <Badge radius="sm" variant="filled" color="teal">
              {documentation.method}
            </Badge>
            <Code style={{ flex: 1, wordBreak: 'break-all' }}>{documentation.endpoint}</Code>
            <PurchasedCopyButton value={documentation.endpoint} label={t('copyEndpoint')} />
          </Group>
        </Paper>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label={t('operationalHours')}>{hours}</Fact>
        <Fact label={t('responseTime')}>{documentation.response_time ?? t('notStated')}</Fact>
        <Fact label={t('monthlyQuota')}>
          {documentation.monthly_quota === null
            ? t('noQuota')
            : t('successfulCalls', { count: documentation.monthly_quota })}
        </Fact>
      </SimpleGrid>

      <Section title={t('authentication')}>
        <Text size="sm">
          {t('authBefore')} <Code>{apiKeyHeader}</Code> {t('authAfter')}{' '}
          {documentation.api_key_hint ? (
            <>
              {t('keyEndsIn')} <Code>{documentation.api_key_hint}</Code>
              {t('keyEndsAfter')}{' '}
            </>
          ) : (
            <>{t('noKey')} </>
          )}
          {t('adminsCreate')}{' '}
          <Anchor component={Link} to="/my-account/company-info">
            {t('companyInfo')}
          </Anchor>
          {t('sentenceEnd')}
        </Text>
      </Section>

      <Section title={t('headers')}>
        <Table withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('header')}</Table.Th>
              <Table.Th>{t('value')}</Table.Th>
              <Table.Th>{t('required')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documentation.headers.map((header) => (
              <Table.Tr key={header.name}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Code>{header.name}</Code>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Code>{header.value}</Code>
                </Table.Td>
                <Table.Td>{header.is_required ? t('required') : t('optional')}</Table.Td>
                <Table.Td>{header.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('parameters')}>
        <PurchasedParametersTable fields={documentation.parameters} />
      </Section>

      <Section title={t('exampleRequest')}>
        <ApiSnippetTabs snippets={documentation.snippets} />
      </Section>

      <Section title={t('responseSample')}>
        {documentation.response_sample ? (
          <Code block>{documentation.response_sample}</Code>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noResponseSample')}
          </Text>
        )}
      </Section>

      <Section title={t('errors')}>
        <Text size="sm">
          {t('refusedBefore')} <Code>{refusalShape}</Code> {t('refusedAfter')}
        </Text>
        <Table withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('http')}</Table.Th>
              <Table.Th>{t('code')}</Table.Th>
              <Table.Th>{t('when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documentation.errors.map((error) => (
              <Table.Tr key={error.code}>
                <Table.Td>{error.http_status}</Table.Td>
                <Table.Td>
                  <Code>{error.code}</Code>
                </Table.Td>
                <Table.Td>{error.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  )
}
