import { Alert, Anchor, Select, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { IdentifierListAsset } from '@lumbung/contract'
import { useT } from '../../lib/i18n/i18n'
import { componentsTexts } from '../components.texts'

export interface IdentifierListValues {
  data_asset_id: string
  identifier_column: string
  dataset_identifier: string
}

export const emptyIdentifierList: IdentifierListValues = {
  data_asset_id: '',
  identifier_column: '',
  dataset_identifier: '',
}

export interface IdentifierListFieldsProps {
  assets: IdentifierListAsset[]
  /** The product's identifier columns; a choice is offered only when there is more than one. */
  datasetIdentifiers: string[]
  values: IdentifierListValues
  onChange: (values: IdentifierListValues) => void
  errors?: Partial<Record<keyof IdentifierListValues, string | undefined>>
  disabled?: boolean
}

const addAssetPath = '/consumer/data-management/data-assets/add-new-assets'

/**
 * Picks the company's own identifier list: a ready data asset, the column that holds the identifier and,
 * for a product with several identifiers, which one to match. The list is read on the server and only
 * its keyed hashes are used; nothing of it is shown to the provider.
 */
export function IdentifierListFields({
  assets,
  datasetIdentifiers,
  values,
  onChange,
  errors = {},
  disabled = false,
}: IdentifierListFieldsProps) {
  const t = useT(componentsTexts)
  const asset = assets.find((item) => item.id === values.data_asset_id)
  if (assets.length === 0) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('noListTitle')}>
        <Text size="sm">
          {t('noListBefore')}{' '}
          <Anchor component={Link} to={addAssetPath} size="sm">
            {t('dataAssets')}
          </Anchor>
          .
        </Text>
      </Alert>
    )
  }
  return (
    <Stack gap="sm">
      <Select
        label={t('identifierList')}
        description={t('identifierListHint')}
        placeholder={t('chooseAsset')}
        withAsterisk
        searchable
        disabled={disabled}
        data={assets.map((item) => ({
          value: item.id,
          label:
            item.row_count === null
              ? item.name
              : t('assetWithRows', { name: item.name, count: item.row_count }),
        }))}
        nothingFoundMessage={t('noAsset')}
        value={values.data_asset_id || null}
        onChange={(id) => {
          const chosen = assets.find((item) => item.id === id)
          // Keep the column when the new list has one of the same name.
          const column = chosen?.columns.includes(values.identifier_column) ? values.identifier_column : ''
          onChange({ ...values, data_asset_id: id ?? '', identifier_column: column })
        }}
        error={errors.data_asset_id}
      />
      <Select
        label={t('identifierColumn')}
        placeholder={asset ? t('chooseColumn') : t('assetFirst')}
        withAsterisk
        disabled={disabled || !asset}
        data={asset?.columns ?? []}
        value={values.identifier_column || null}
        onChange={(column) => onChange({ ...values, identifier_column: column ?? '' })}
        error={errors.identifier_column}
      />
      {datasetIdentifiers.length > 1 ? (
        <Select
          label={t('matchAgainst')}
          description={t('matchAgainstHint')}
          placeholder={t('chooseIdentifier')}
          withAsterisk
          disabled={disabled}
          data={datasetIdentifiers}
          value={values.dataset_identifier || null}
          onChange={(column) => onChange({ ...values, dataset_identifier: column ?? '' })}
          error={errors.dataset_identifier}
        />
      ) : null}
    </Stack>
  )
}

/** The body fields of an identifier list, leaving out a product identifier the user had no choice about. */
export function identifierListBody(values: IdentifierListValues) {
  return {
    data_asset_id: values.data_asset_id,
    identifier_column: values.identifier_column,
    ...(values.dataset_identifier ? { dataset_identifier: values.dataset_identifier } : {}),
  }
}

/** What is missing before the list can be sent, as field errors. */
export function identifierListErrors(
  values: IdentifierListValues,
  datasetIdentifiers: string[],
): Partial<Record<keyof IdentifierListValues, string>> {
  const errors: Partial<Record<keyof IdentifierListValues, string>> = {}
  if (!values.data_asset_id) errors.data_asset_id = 'Data asset can not be empty'
  if (!values.identifier_column) errors.identifier_column = 'Identifier column can not be empty'
  if (datasetIdentifiers.length > 1 && !values.dataset_identifier) {
    errors.dataset_identifier = 'Matched against can not be empty'
  }
  return errors
}
