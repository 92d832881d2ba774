import { Anchor, Button, FileInput, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconFileTypePdf, IconPhoto, IconTable } from '@tabler/icons-react'
import {
  agreementMessages,
  agreementPagePath,
  currentAgreement,
  formatFileSize,
  productFieldLimits,
  productFileLimits,
  productLabels,
  type Product,
} from '@lumbung/contract'
import { AgreementLink } from '../../../components/detail'
import type { ProductFormValues } from './product-form-values'

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
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        Current:
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
        {isRemoved ? 'Keep' : 'Remove'}
      </Button>
    </Group>
  )
}

/** Image, agreement, factsheets and sample: new picks replace the stored file when saved. */
export function ProductFormFiles({ form, product }: ProductFormFilesProps) {
  const values = form.getValues()
  const describe = (file: File | null) => (file ? `${file.name} (${formatFileSize(file.size)})` : undefined)

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Files
          </Title>
          <Text size="sm" c="dimmed">
            The cover image, the data access agreement buyers accept, factsheets and a sample of the data.
          </Text>
        </Stack>
        <FileInput
          label={productLabels.product_image}
          description={`JPEG, PNG or WebP, up to ${productFileLimits.imageMaxKilobytes / 1000} MB.`}
          accept={productFileLimits.imageMimeTypes.join(',')}
          leftSection={<IconPhoto size={16} />}
          clearable
          placeholder={describe(values.product_image) ?? 'Choose an image'}
          {...form.getInputProps('product_image')}
        />
        {product?.product_image_url ? (
          <Current
            label="Product image"
            href={product.product_image_url}
            isRemoved={values.remove_product_image}
            onRemove={() => form.setFieldValue('remove_product_image', !values.remove_product_image)}
          />
        ) : null}

        <Switch
          label="Use the standard data access agreement"
          description="Lumbung's standard terms apply; switch off to upload your own agreement (PDF)."
          {...form.getInputProps('is_default_data_access_agreement', { type: 'checkbox' })}
        />
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {agreementMessages.productFormHelp}
          </Text>
          <AgreementLink url={agreementPagePath(currentAgreement.version)} fileName={null} />
        </Stack>
        {!values.is_default_data_access_agreement ? (
          <>
            <FileInput
              label={productLabels.data_access_agreement}
              description={`PDF, up to ${productFileLimits.documentMaxKilobytes / 1000} MB.`}
              accept="application/pdf"
              leftSection={<IconFileTypePdf size={16} />}
              clearable
              placeholder="Choose a PDF"
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
          label="Factsheets"
          description={`PDF, up to ${productFileLimits.documentMaxKilobytes / 1000} MB each, at most ${productFileLimits.maxFactsheets} in all.`}
          accept="application/pdf"
          multiple
          clearable
          leftSection={<IconFileTypePdf size={16} />}
          placeholder="Choose PDFs"
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
          label={productLabels.sample_file}
          description={`CSV or JSON, up to ${productFileLimits.sampleMaxKilobytes / 1000} MB: a few rows buyers can inspect.`}
          accept=".csv,.json,text/csv,application/json"
          leftSection={<IconTable size={16} />}
          clearable
          placeholder="Choose a CSV or JSON file"
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
          label={productLabels.sample_data}
          description="Optional: a short sample shown inline, such as one API response."
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
