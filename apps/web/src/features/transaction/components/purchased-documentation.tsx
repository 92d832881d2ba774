import { formatCount } from '@lumbung/contract'
import { Anchor, Badge, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import type { PurchasedDocumentation } from '@lumbung/contract'
import { Fact } from '../../../components/detail'
import { ApiSnippetTabs } from './api-snippet-tabs'
import { PurchasedCopyButton } from './purchased-copy-button'
import { PurchasedParametersTable } from './purchased-parameters-table'

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
  const hours =
    documentation.operational_hour_from && documentation.operational_hour_to
      ? `${documentation.operational_hour_from}–${documentation.operational_hour_to} (${documentation.time_zone})`
      : 'Around the clock'
  return (
    <Stack gap="lg" data-testid="purchased-documentation">
      {isEndpointShown ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Group gap="sm" wrap="nowrap">
            <Badge radius="sm" variant="filled" color="teal">
              {documentation.method}
            </Badge>
            <Code style={{ flex: 1, wordBreak: 'break-all' }}>{documentation.endpoint}</Code>
            <PurchasedCopyButton value={documentation.endpoint} label="Copy endpoint" />
          </Group>
        </Paper>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Fact label="Operational hours">{hours}</Fact>
        <Fact label="Typical response time">
          {documentation.response_time ?? 'Not stated by the provider'}
        </Fact>
        <Fact label="Monthly call quota">
          {documentation.monthly_quota === null
            ? 'No quota'
            : `${formatCount(documentation.monthly_quota)} successful calls`}
        </Fact>
      </SimpleGrid>

      <Section title="Authentication">
        <Text size="sm">
          Send your company&apos;s gateway key in the <Code>X-API-Key</Code> header with every call; never put
          it in the address.{' '}
          {documentation.api_key_hint ? (
            <>
              Your company&apos;s key ends in <Code>{documentation.api_key_hint}</Code>.{' '}
            </>
          ) : (
            'Your company has no key yet. '
          )}
          Admins show or create it under{' '}
          <Anchor component={Link} to="/my-account/company-info">
            My Account › Company info
          </Anchor>
          .
        </Text>
      </Section>

      <Section title="Headers">
        <Table withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Header</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Required</Table.Th>
              <Table.Th>Description</Table.Th>
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
                <Table.Td>{header.is_required ? 'Required' : 'Optional'}</Table.Td>
                <Table.Td>{header.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title="Parameters">
        <PurchasedParametersTable fields={documentation.parameters} />
      </Section>

      <Section title="Example request">
        <ApiSnippetTabs snippets={documentation.snippets} />
      </Section>

      <Section title="Response sample">
        {documentation.response_sample ? (
          <Code block>{documentation.response_sample}</Code>
        ) : (
          <Text size="sm" c="dimmed">
            The provider has not given a response sample.
          </Text>
        )}
      </Section>

      <Section title="Errors">
        <Text size="sm">
          A refused call answers <Code>{'{"status": "ERROR", "code": "…", "message": "…"}'}</Code> with one of
          these codes:
        </Text>
        <Table withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>HTTP</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>When</Table.Th>
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
