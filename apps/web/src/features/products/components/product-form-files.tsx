import { Anchor, Button, FileInput, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconFileTypePdf, IconPhoto, IconTable } from '@tabler/icons-react'
import {
  agreementPagePath,
  currentAgreement,
  formatFileSize,
  productFieldLimits,
  productFileLimits,
  type Product,
} from '@lumbung/contract'
import { AgreementLink } from '../../../components/detail'
import type { ProductFormValues } from './product-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { productFilesTexts } from '../product-files.texts'

export interface ProductFormFilesProps {
  form: UseFormReturnType<ProductFormValues>
  product?: Product
}

function Current({
  label,
  href,
  onRemove,
  isRemoved,
}: {
  label: string
  href: string
  onRemove: () => void
  isRemoved: boolean
}) {
  const t = useT(productFilesTexts)
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('current')}
      </Text>
      <Anchor
        href={href}
        target="_blank"
        rel="noreferrer"
        size="xs"
        td={isRemoved ? 'line-through' : undefined}
      >
        {label}
      </Anchor>
      <Button variant="subtle" size="compact-xs" color={isRemoved ? 'gray' : 'red'} onClick={onRemove}>
        {t(isRemoved ? 'keep' : 'remove')}
      </Button>
    </Group>
  )
}

/** Image, agreement, factsheets and sample: new picks replace the stored file when saved. */
export function ProductFormFiles({ form, product }: ProductFormFilesProps) {
  const t = useT(productFilesTexts)
  const values = form.getValues()
  const describe = (file: File | null) => (file ? `${file.name} (${formatFileSize(file.size)})` : undefined)

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>
        <FileInput
          label={t('productImage')}
          description={t('imageHint', { size: productFileLimits.imageMaxKilobytes / 1000 })}
          accept={productFileLimits.imageMimeTypes.join(',')}
          leftSection={<IconPhoto size={16} />}
          clearable
          placeholder={describe(values.product_image) ?? t('chooseImage')}
          {...form.getInputProps('product_image')}
        />
        {product?.product_image_url ? (
          <Current
            label={t('productImage')}
            href={product.product_image_url}
            isRemoved={values.remove_product_image}
            onRemove={() => form.setFieldValue('remove_product_image', !values.remove_product_image)}
          />
        ) : null}

        <Switch
          label={t('useStandardAgreement')}
          description={t('standardAgreementHint')}
          {...form.getInputProps('is_default_data_access_agreement', { type: 'checkbox' })}
        />
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('agreementHelp')}
          </Text>
          <AgreementLink url={agreementPagePath(currentAgreement.version)} fileName={null} />
        </Stack>
        {!values.is_default_data_access_agreement ? (
          <>
            <FileInput
              label={t('agreement')}
              description={t('pdfHint', { size: productFileLimits.documentMaxKilobytes / 1000 })}
              accept="application/pdf"
              leftSection={<IconFileTypePdf size={16} />}
              clearable
              placeholder={t('choosePdf')}
              {...form.getInputProps('data_access_agreement')}
            />
            {product?.data_access_agreement_url && product.data_access_agreement_name ? (
              <Current
                label={product.data_access_agreement_name}
                href={product.data_access_agreement_url}
                isRemoved={values.remove_data_access_agreement}
                onRemove={() =>
                  form.setFieldValue('remove_data_access_agreement', !values.remove_data_access_agreement)
                }
              />
            ) : null}
          </>
        ) : null}

        <FileInput
          label={t('factsheets')}
          description={t('factsheetsHint', {
            size: productFileLimits.documentMaxKilobytes / 1000,
            max: productFileLimits.maxFactsheets,
          })}
          accept="application/pdf"
          multiple
          clearable
          leftSection={<IconFileTypePdf size={16} />}
          placeholder={t('choosePdfs')}
          {...form.getInputProps('product_fact_sheet_list')}
        />
        {(product?.product_factsheets ?? []).map((sheet) => {
          const isRemoved = values.removed_factsheet_ids.includes(sheet.id)
          return (
            <Current
              key={sheet.id}
              label={sheet.name}
              href={sheet.url}
              isRemoved={isRemoved}
              onRemove={() =>
                form.setFieldValue(
                  'removed_factsheet_ids',
                  isRemoved
                    ? values.removed_factsheet_ids.filter((id) => id !== sheet.id)
                    : [...values.removed_factsheet_ids, sheet.id],
                )
              }
            />
          )
        })}

        <FileInput
          label={t('sampleFile')}
          description={t('sampleFileHint', { size: productFileLimits.sampleMaxKilobytes / 1000 })}
          accept=".csv,.json,text/csv,application/json"
          leftSection={<IconTable size={16} />}
          clearable
          placeholder={t('chooseSample')}
          {...form.getInputProps('sample_file')}
        />
        {product?.sample_url && product.sample_file_name ? (
          <Current
            label={product.sample_file_name}
            href={product.sample_url}
            isRemoved={values.remove_sample_file}
            onRemove={() => form.setFieldValue('remove_sample_file', !values.remove_sample_file)}
          />
        ) : null}
        <Textarea
          label={t('sampleData')}
          description={t('sampleDataHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={productFieldLimits.sampleDataMax}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('sample_data')}
        />
      </Stack>
    </Paper>
  )
}
