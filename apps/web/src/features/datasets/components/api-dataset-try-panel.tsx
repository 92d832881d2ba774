import { labelOf } from '../../../lib/i18n/enum-labels'
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react'
import { useState } from 'react'
import type { TryApiDatasetBody } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useTryApiDataset } from '../api/try-api-dataset'
import { toApiDatasetBody, type ApiDatasetFormValues } from './api-dataset-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { apiDatasetTexts } from '../api-dataset.texts'

export interface ApiDatasetTryPanelProps {
  datasetId: string | undefined
  values: ApiDatasetFormValues
  onSample: (sample: string) => void
}

/** "Try it": sends one real call to the upstream (credentials added by the server) and shows the answer. */
export function ApiDatasetTryPanel({ datasetId, values, onSample }: ApiDatasetTryPanelProps) {
  const t = useT(apiDatasetTexts)
  const [sampleValues, setSampleValues] = useState<Record<string, string>>({})
  const tryIt = useTryApiDataset()
  // The provider's example values stand in until a value is typed, so trying checks the examples too.
  const valueOf = (parameter: ApiDatasetFormValues['request_params'][number]) =>
    sampleValues[parameter.name] ?? parameter.example
  const run = async () => {
    const result = await tryIt
      .mutateAsync({
        ...toApiDatasetBody(values),
        ...(datasetId ? { id: datasetId } : {}),
        values: Object.fromEntries(
          values.request_params.map((parameter) => [parameter.name, valueOf(parameter)]),
        ),
      } as unknown as TryApiDatasetBody)
      .catch(() => null)
    if (result) onSample(result.response_sample)
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('tryIt')}
          </Title>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            variant="light"
            onClick={() => void run()}
            loading={tryIt.isPending}
          >
            {t('sendRequest')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t(datasetId ? 'tryLeadSaved' : 'tryLeadUnsaved')}
        </Text>
        {values.request_params.length > 0 ? (
          <Group gap="xs" align="flex-end">
            {values.request_params.map((parameter) => (
              <TextInput
                key={parameter.name}
                label={t('parameterLabel', {
                  name: parameter.name || t('parameterFallback'),
                  location: labelOf('parameterLocation', parameter.location).toLowerCase(),
                })}
                withAsterisk={parameter.is_required}
                value={valueOf(parameter)}
                onChange={(event) => {
                  const text = event.currentTarget.value
                  setSampleValues((current) => ({ ...current, [parameter.name]: text }))
                }}
                w={200}
              />
            ))}
          </Group>
        ) : null}
        {tryIt.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(tryIt.error)}
          </Alert>
        ) : null}
        {tryIt.data ? (
          <Stack gap={4} data-testid="datasets-try-result">
            <Group gap="xs">
              <Badge color={tryIt.data.status_code < 400 ? 'teal' : 'red'} variant="light">
                {t('httpStatus', { code: tryIt.data.status_code })}
              </Badge>
              <Text size="xs" c="dimmed">
                {t(tryIt.data.is_truncated ? 'responseTimeShortened' : 'responseTimeMs', {
                  ms: tryIt.data.response_time_ms,
                })}
              </Text>
            </Group>
            <Code block mah={240} style={{ overflow: 'auto' }}>
              {tryIt.data.response_sample}
            </Code>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}
