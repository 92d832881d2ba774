import { Alert, Button, Code, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCloudUpload, IconDownload } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useState } from 'react'
import { formatCount, formatFileSize, type PurchasedDetail } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { Fact } from '../../../components/detail'
import { errorMessageOf } from '../../../lib/api-error'
import { useDownloadInfo } from '../api/download-info'
import { useDownloadLink } from '../api/download-link'
import { PurchasedCopyButton } from './purchased-copy-button'
import { transactionPurchasedPageTexts } from '../transaction-purchased-pages.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Products delivered as files may be downloaded: a download product, and a cloud-storage one too. */
const isDownloadable = (purchase: PurchasedDetail) =>
  purchase.data_type === 'FILE' &&
  (purchase.delivery_method === 'DOWNLOAD' || purchase.delivery_method === 'CLOUD_STORAGE')

/**
 * The Download block of a purchased file: the version it is entitled to, its size and SHA-256, and a
 * button that asks for a signed link valid a few minutes and lets the browser stream the file to disk.
 */
export function PurchasedDownloadBlock({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(transactionPurchasedPageTexts)
  const isShown = isDownloadable(purchase)
  const info = useDownloadInfo(purchase.transaction_no, isShown)
  const link = useDownloadLink()
  const [failure, setFailure] = useState<string | null>(null)
  if (!isShown) return null
  const isCloudDelivery = purchase.delivery_method === 'CLOUD_STORAGE'

  const start = async () => {
    setFailure(null)
    try {
      const answer = await link.mutateAsync(purchase.transaction_no)
      // The answer is an attachment: the browser saves it and the page stays where it is.
      window.location.assign(answer.url)
    } catch (error) {
      setFailure(errorMessageOf(error))
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="purchased-download">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {isCloudDelivery ? t('delivery') : t('download')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('freshLink')}
            </Text>
          </Stack>
          <Group gap="sm">
            {/* A cloud-storage purchase is delivered into the company's bucket; downloading is the spare way. */}
            {isCloudDelivery ? (
              <Button
                component={Link}
                to="/consumer/my-transaction/data-delivery"
                leftSection={<IconCloudUpload size={16} />}
              >
                {t('deliverToCloud')}
              </Button>
            ) : null}
            {info.data ? (
              <Button
                variant={isCloudDelivery ? 'light' : 'filled'}
                leftSection={<IconDownload size={16} />}
                onClick={() => void start()}
                loading={link.isPending}
              >
                {t('downloadFile', { file: info.data.file_name })}
              </Button>
            ) : null}
          </Group>
        </Group>
        {info.isPending ? <Loader role="status" size="sm" aria-label={t('loadingFile')} /> : null}
        {info.isError ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="status">
            {errorMessageOf(info.error)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        {info.data ? (
          <>
            <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
              <Fact label={t('version')}>{t('versionNo', { version: info.data.version_no })}</Fact>
              <Fact label={t('size')}>{formatFileSize(info.data.file_size)}</Fact>
              <Fact label={t('rows')}>{formatCount(info.data.row_count)}</Fact>
              <Fact label={t('published')}>{formatDateTime(info.data.published_date)}</Fact>
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="purchased-sha256-label">
                {t('sha')}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Code
                  style={{ wordBreak: 'break-all' }}
                  aria-labelledby="purchased-sha256-label"
                  data-testid="purchased-sha256"
                >
                  {info.data.sha256}
                </Code>
                <PurchasedCopyButton value={info.data.sha256} label={t('copySha')} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('compareSha')}
              </Text>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  )
}
