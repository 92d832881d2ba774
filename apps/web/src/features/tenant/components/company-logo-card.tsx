import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { checkFile, tenantFileLimits, type TenantDetail } from '@lumbung/contract'
import { notify, toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useUploadLogo } from '../api/upload-logo'
import { monogramOf } from './company-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { companyTexts } from '../company.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'

const logoRule = {
  label: 'Logo',
  isImage: true,
  mimeTypes: tenantFileLimits.logoMimeTypes,
  maxKilobytes: tenantFileLimits.logoMaxKilobytes,
  isRequired: true,
}

/** The logo with a preview of the picked file before and while it uploads. */
export function CompanyLogoCard({ detail }: { detail: TenantDetail }) {
  const t = useT(companyTexts)
  const upload = useUploadLogo()
  const [preview, setPreview] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  const onPick = async (file: File | null) => {
    if (!file) return
    const message = checkFile(file, logoRule)
    setProblem(message ?? null)
    if (message) return
    setPreview(URL.createObjectURL(file))
    try {
      await upload.mutateAsync(file)
      void toast({ color: 'teal', title: t('logoUpdated'), message: file.name })
      setPreview(null)
    } catch (error) {
      setPreview(null)
      const fieldMessage = isApiError(error) ? error.fieldErrors.logo : undefined
      if (fieldMessage) setProblem(fieldMessage)
      else void notify({ type: 'error', title: t('logoFailed'), message: errorMessageOf(error) })
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Group align="center" gap="lg" wrap="nowrap">
        <Avatar
          src={preview ?? detail.logo_url}
          alt={t('logoAlt', { name: detail.legal_name })}
          size={88}
          radius="md"
          color="lumbung"
        >
          {monogramOf(detail.brand_name ?? detail.legal_name)}
        </Avatar>
        <Stack gap={4}>
          <Title order={4}>{detail.brand_name ?? detail.legal_name}</Title>
          <Text size="sm" c="dimmed">
            {t('logoRule', { size: tenantFileLimits.logoMaxKilobytes / 1000 })}
          </Text>
          {problem ? (
            <Text size="sm" c="red" role="alert">
              <ValidationMessage>{problem}</ValidationMessage>
            </Text>
          ) : null}
          {detail.can_edit ? (
            <FileButton
              onChange={(file) => void onPick(file)}
              accept={tenantFileLimits.logoMimeTypes.join(',')}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  w="fit-content"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                >
                  {detail.logo_url ? t('changeLogo') : t('uploadLogo')}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Stack>
      </Group>
    </Card>
  )
}
