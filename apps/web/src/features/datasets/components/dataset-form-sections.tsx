import '@mantine/dates/styles.layer.css'
import { ActionIcon, Alert, Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core'
import { TimePicker } from '@mantine/dates'
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { datasetTagList } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { datasetFormTexts } from '../dataset-form.texts'

/** What a dataset form's `input(path)` helper hands each field: its value, handlers and error. */
type DatasetInput = (path: string) => Record<string, unknown>

/** The texts and status every dataset kind edits, as its form starts them. */
export function datasetCommonValues(dataset?: {
  name: string
  description?: string | null
  short_description?: string | null
  tag?: string[] | null
  status: string
}) {
  return {
    name: dataset?.name ?? '',
    description: dataset?.description ?? '',
    short_description: dataset?.short_description ?? '',
    tag: dataset?.tag ?? [],
    status: dataset?.status === 'INACTIVE' ? ('INACTIVE' as const) : ('ACTIVE' as const),
  }
}

export type DatasetSubmittingAs = 'draft' | 'save' | null

/** Tracks which button started a save, so only that one spins while both stay disabled. */
export function useDatasetSubmittingAs() {
  const [submittingAs, setSubmittingAs] = useState<DatasetSubmittingAs>(null)
  const track = async (isDraft: boolean, run: () => Promise<unknown>) => {
    setSubmittingAs(isDraft ? 'draft' : 'save')
    try {
      await run()
    } finally {
      setSubmittingAs(null)
    }
  }
  return { submittingAs, track }
}

/**
 * The form element every dataset form shares. A failure without field errors has nowhere else to
 * show, so it gets the banner; field errors sit beside their inputs instead.
 */
export function DatasetFormShell({
  error,
  onSubmit,
  children,
}: {
  error: unknown
  onSubmit: () => void
  children: ReactNode
}) {
  const hasFieldErrors = isApiError(error) && Object.keys(error.fieldErrors).length > 0
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Stack gap="lg">
        {error && !hasFieldErrors ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  )
}

/** Name, short description, description and tags; the long texts are only required once live. */
export function DatasetTextFields({
  input,
  isLive,
  namePlaceholder,
  tagPlaceholder,
}: {
  input: DatasetInput
  isLive: boolean
  namePlaceholder?: string
  tagPlaceholder?: string
}) {
  const t = useT(datasetFormTexts)
  return (
    <>
      <TextInput label={t('name')} withAsterisk placeholder={namePlaceholder} {...input('name')} />
      <TextInput label={t('shortDescription')} withAsterisk={!isLive} {...input('short_description')} />
      <Textarea
        label={t('description')}
        withAsterisk={!isLive}
        autosize
        minRows={3}
        {...input('description')}
      />
      <TagsInput
        label={t('tags')}
        data={datasetTagList.map((entry) => entry.value)}
        placeholder={tagPlaceholder}
        clearable
        {...input('tag')}
      />
    </>
  )
}

/**
 * The hours a dataset answers, 24-hour in every language: Mantine's TimePicker draws its own hour and
 * minute fields, where a native time input follows the browser's locale and may show AM/PM.
 */
export function DatasetOperationalHours({ input }: { input: DatasetInput }) {
  const t = useT(datasetFormTexts)
  const fieldLabels = { hoursInputLabel: t('hours'), minutesInputLabel: t('minutes') }
  return (
    <Group grow align="flex-start">
      <TimePicker
        label={t('hoursFrom')}
        format="24h"
        clearable
        {...fieldLabels}
        {...input('operational_hour_from')}
      />
      <TimePicker
        label={t('hoursTo')}
        format="24h"
        clearable
        {...fieldLabels}
        {...input('operational_hour_to')}
      />
    </Group>
  )
}

export function DatasetRemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" mt={4} aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  )
}

export function DatasetAddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} onClick={onClick}>
      {children}
    </Button>
  )
}

/** Cancel, the draft save (only before the dataset goes live) and the main save. */
export function DatasetFormActions({
  isLive,
  isSubmitting,
  submittingAs,
  draftLabel,
  onCancel,
  onDraft,
}: {
  isLive: boolean
  isSubmitting: boolean
  submittingAs: DatasetSubmittingAs
  draftLabel?: string
  onCancel: () => void
  onDraft: () => void
}) {
  const t = useT(datasetFormTexts)
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
        {t('cancel')}
      </Button>
      {!isLive ? (
        <Button variant="light" onClick={onDraft} loading={submittingAs === 'draft'} disabled={isSubmitting}>
          {draftLabel ?? t('saveAsDraft')}
        </Button>
      ) : null}
      <Button type="submit" loading={submittingAs === 'save'} disabled={isSubmitting}>
        {isLive ? t('saveChanges') : t('saveAndActivate')}
      </Button>
    </Group>
  )
}
