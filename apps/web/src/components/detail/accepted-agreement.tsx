import { Anchor, Code, Stack, Text } from '@mantine/core'
import { agreementMessages, type AcceptedAgreement } from '@lumbung/contract'
import { Fact } from './fact'

/** Which agreement the consumer accepted with a request: its name, version and SHA-256, and a link to it. */
export function AcceptedAgreementFact({ agreement }: { agreement: AcceptedAgreement | null }) {
  return (
    <Fact label={agreementMessages.accepted}>
      {agreement ? (
        <Stack gap={2} data-testid="accepted-agreement">
          {agreement.url ? (
            <Anchor href={agreement.url} target="_blank" rel="noopener" size="sm">
              {agreement.kind === 'STANDARD'
                ? agreement.name
                : `${agreementMessages.providerOwn}: ${agreement.name}`}
            </Anchor>
          ) : (
            <Text size="sm">{agreement.name}</Text>
          )}
          {agreement.version ? (
            <Text size="sm">{`${agreementMessages.version} ${agreement.version}`}</Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {`${agreementMessages.sha256} `}
            <Code style={{ wordBreak: 'break-all' }}>{agreement.sha256}</Code>
          </Text>
        </Stack>
      ) : (
        agreementMessages.acceptedNone
      )}
    </Fact>
  )
}
