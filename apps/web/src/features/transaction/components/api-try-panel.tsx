import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { exampleTextOf, gatewayRequestOf, openApiDocumentOf, type PurchasedDetail } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { Fact } from '../../../components/detail'
import { OpenApiDownloadButton } from '../../../components/openapi-download-button'
import { callGateway, type GatewayTryResult } from '../api/gateway-try-call'
import { transactionPurchasedPageTexts } from '../transaction-purchased-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

/**
 * "Try it": calls the purchased API product through the gateway from the browser with a key the user
 * pastes (or one just created, as `initialKey`), the parameters prefilled with the provider's examples.
 * The request is read from the same OpenAPI document as the snippets, on this page's own origin.
 */
export function ApiTryPanel({ purchase, initialKey }: { purchase: PurchasedDetail; initialKey?: string }) {
  const t = useT(transactionPurchasedPageTexts)
  const documentation = purchase.documentation
  const document = useMemo(
    () =>
      documentation
        ? openApiDocumentOf({
            productId: purchase.product_id,
            productName: documentation.product_name,
            description: null,
            publicUrl: window.location.origin,
            method: documentation.method,
            parameters: documentation.parameters,
            responseSample: null,
            monthlyQuota: documentation.monthly_quota,
            operationalHourFrom: documentation.operational_hour_from,
            operationalHourTo: documentation.operational_hour_to,
            availabilityTarget: null,
          })
        : null,
    [documentation, purchase.product_id],
  )
  // Held in this component's state only: never stored, never in the address.
  const [apiKey, setApiKey] = useState(initialKey ?? '')
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((documentation?.parameters ?? []).map((field) => [field.name, exampleTextOf(field)])),
  )
  const [result, setResult] = useState<GatewayTryResult | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setSending] = useState(false)
  if (!documentation || !document) return null

  const send = async () => {
    if (!apiKey.trim()) {
      setProblem(t('keyRequired'))
      return
    }
    setSending(true)
    setProblem(null)
    try {
      setResult(await callGateway(gatewayRequestOf(document, values), apiKey.trim()))
    } catch {
      setResult(null)
      setProblem(t('callFailed'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="api-try-panel">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('tryTitle')}
          </Title>
          <OpenApiDownloadButton productId={purchase.product_id} productName={documentation.product_name} />
        </Group>
        <Text size="sm">{t('tryIntro')}</Text>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('keyLabel')}
              value={apiKey}
              onChange={(event) => setApiKey(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              required
            />
            {documentation.parameters.map((field) => (
              <TextInput
                key={`${field.send_in}-${field.name}`}
                label={field.name}
                description={t(field.description ? 'parameterFactsDescribed' : 'parameterFacts', {
                  type: labelOf('columnType', field.type),
                  location: labelOf('parameterLocation', field.send_in),
                  description: field.description,
                })}
                required={field.is_required}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setValues((current) => ({ ...current, [field.name]: value }))
                }}
              />
            ))}
            <Group>
              <Button
                type="submit"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={isSending}
              >
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {result ? (
          <Stack gap="sm" aria-live="polite" data-testid="api-try-result">
            <SimpleGrid cols={2} spacing="lg">
              <Fact label={t('status')}>
                <Badge color={result.status < 300 ? 'teal' : 'red'} variant="light" radius="sm">
                  {result.status}
                </Badge>
              </Fact>
              <Fact label={t('latency')}>{t('latencyMs', { ms: result.latencyMs })}</Fact>
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('answer')}
              </Text>
              <Code block mah={320} style={{ overflow: 'auto' }}>
                {result.answer}
              </Code>
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}
