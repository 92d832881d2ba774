import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { checkFile, initialsOf, profilePhotoRule, type UserDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useUploadProfilePhoto } from '../api/upload-profile-photo'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { accountTexts } from '../account.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'

export function ProfilePhotoCard({ detail }: { detail: UserDetail }) {
  const t = useT(accountTexts)
  const upload = useUploadProfilePhoto()
  const [problem, setProblem] = useState<string | null>(null)
  const server = serverErrorsOf(upload.error)
  const message = problem ?? server.fieldErrors.file ?? server.message

  const choose = async (file: File | null) => {
    setProblem(null)
    upload.reset()
    const fault = checkFile(file, profilePhotoRule)
    if (fault) return setProblem(fault)
    await upload
      .mutateAsync(file!)
      .then(() => toast({ color: 'green', message: t('profilePhotoSaved') }))
      .catch(() => undefined)
  }

  return (
    <Group gap="lg" align="center">
      <Avatar src={detail.profile_url} size={88} radius={88} color="harvest" alt={detail.full_name}>
        {initialsOf(detail.full_name)}
      </Avatar>
      <Stack gap={6}>
        <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending}>
              {detail.profile_url ? t('changePhoto') : t('uploadPhoto')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('photoRule')}
        </Text>
        {message ? (
          <Text size="sm" c="red" role="alert">
            <ValidationMessage>{message}</ValidationMessage>
          </Text>
        ) : null}
      </Stack>
    </Group>
  )
}
