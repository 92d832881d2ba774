import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconFileText, IconInfoCircle } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { agreementPagePath, type AgreementDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { ErrorScreen } from '../../../components/errors/error-screen'
import { PageLoader } from '../../../components/layout/page-loader'
import { errorMessageOf } from '../../../lib/api-error'
import { useAgreement } from '../../../features/transaction/api/agreement-detail'
import { agreementTexts } from '../../../components/agreement.texts'
import { useT } from '../../../lib/i18n/i18n'

function AgreementFacts({ agreement }: { agreement: AgreementDetail }) {
  const t = useT(agreementTexts)
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={600}>{`${t('version')}: `}</Text>
        {agreement.version}
        <Text
          span
          c="dimmed"
        >{` · ${t('effective')} ${formatDate(`${agreement.effective_date}T00:00:00+07:00`)}`}</Text>
      </Text>
      <Text size="sm">
        <Text span fw={600}>{`${t('sha256')}: `}</Text>
        <Code style={{ wordBreak: 'break-all' }} data-testid="agreement-sha256">
          {agreement.sha256}
        </Code>
      </Text>
      <Text size="xs" c="dimmed">
        {t('sha256Help')}
      </Text>
      <Group gap="sm" mt="xs">
        <Button component="a" href={agreement.pdf_url} leftSection={<IconDownload size={16} />} size="sm">
          {t('downloadPdf')}
        </Button>
        <Button
          component="a"
          href={agreement.text_url}
          variant="default"
          leftSection={<IconFileText size={16} />}
          size="sm"
        >
          {t('downloadText')}
        </Button>
      </Group>
    </Stack>
  )
}

/** The standard data access agreement, readable by anyone, signed in or not (docs/decisions/0059). */
export function AgreementRoute() {
  const t = useT(agreementTexts)
  const { version } = useParams()
  const agreement = useAgreement(version)
  if (agreement.isPending) return <PageLoader />
  if (agreement.isError) return <ErrorScreen message={errorMessageOf(agreement.error)} />
  const text = agreement.data
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} w="100%" component="article">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {text.title}
          </Title>
          <AgreementFacts agreement={text} />
        </Stack>
        {text.is_current ? null : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t('olderVersion')}</Text>
              <Anchor component={Link} to={agreementPagePath(text.current_version)} size="sm">
                {t('currentVersion')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {text.preamble.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        {text.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h4">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
