import { Anchor, Breadcrumbs, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconCloudDownload, IconUpload } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import type { DataAsset } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAddDataAssetFromStorage } from '../../../features/data-assets/api/add-data-asset-from-storage'
import { useUploadDataAsset } from '../../../features/data-assets/api/upload-data-asset'
import { DataAssetStorageForm } from '../../../features/data-assets/components/data-asset-storage-form'
import { DataAssetUploadForm } from '../../../features/data-assets/components/data-asset-upload-form'
import { BucketFilePicker } from '../../../features/storage-settings/components/bucket-file-picker'
import { useUserTypeOfPath } from '../../../lib/user-type-of-path'
import { dataAssetsTexts } from '../../../features/data-assets/data-assets.texts'
import { useT } from '../../../lib/i18n/i18n'
import { formWidth } from '../../../components/layout/page-width'

/** Add a data asset by uploading a CSV or by picking one from a connected bucket. */
export function DataAssetAddRoute() {
  const t = useT(dataAssetsTexts)
  const userType = useUserTypeOfPath()
  const navigate = useNavigate()
  const upload = useUploadDataAsset(userType)
  const fromStorage = useAddDataAssetFromStorage(userType)
  const base = `/${userType}/data-management/data-assets`
  const done = (asset: DataAsset) => {
    void toast({ color: 'teal', message: t('added') })
    void navigate(`${base}?asset=${asset.id}`)
  }

  return (
    <Stack gap="lg" maw={formWidth}>
      <Breadcrumbs>
        <Anchor component={Link} to={base} size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm">{t('add')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {t('addLabel')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Tabs defaultValue="upload" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="upload" leftSection={<IconUpload size={16} />}>
              {t('uploadFile')}
            </Tabs.Tab>
            <Tabs.Tab value="storage" leftSection={<IconCloudDownload size={16} />}>
              {t('fromStorage')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upload">
            <DataAssetUploadForm
              onUpload={(values, onProgress) => upload.mutateAsync({ upload: values, onProgress })}
              onDone={done}
              onCancel={() => void navigate(base)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="storage">
            <DataAssetStorageForm
              renderSourcePicker={(picker) => <BucketFilePicker userType={userType} {...picker} />}
              isSubmitting={fromStorage.isPending}
              error={fromStorage.error}
              onCancel={() => void navigate(base)}
              onSubmit={async (body) => done(await fromStorage.mutateAsync(body))}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  )
}
