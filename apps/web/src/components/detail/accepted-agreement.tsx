import { Anchor, Code, Stack, Text } from '@mantine/core'
import { type AcceptedAgreement } from '@lumbung/contract'
import { Fact } from './fact'
import { useT } from '../../lib/i18n/i18n'
import { agreementTexts } from '../agreement.texts'

/** Which agreement the consumer accepted with a request: its name, version and SHA-256, and a link to it. */
export function AcceptedAgreementFact({ agreement }: { agreement: AcceptedAgreement | null }) {
  const t = useT(agreementTexts)
  return (
    <Fact label={t('accepted')}>
      {agreement ? (
        <Stack gap={2} data-testid="accepted-agreement">
          {agreement.url ? (
            <Anchor href={agreement.url} target="_blank" rel="noopener" size="sm">
              {agreement.kind === 'STANDARD' ? agreement.name : `${t('providerOwn')}: ${agreement.name}`}
            </Anchor>
          ) : (
            <Text size="sm">{agreement.name}</Text>
          )}
          {agreement.version ? <Text size="sm">{`${t('version')} ${agreement.version}`}</Text> : null}
          <Text size="xs" c="dimmed">
            {`${t('sha256')} `}
            <Code style={{ wordBreak: 'break-all' }}>{agreement.sha256}</Code>
          </Text>
        </Stack>
      ) : (
        t('acceptedNone')
      )}
    </Fact>
  )
}
