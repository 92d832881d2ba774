import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { csvLine, type FileVersion } from '@lumbung/contract'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { isApiError } from '../../../lib/api-error'
import { currentLanguage, useT } from '../../../lib/i18n/i18n'
import { loadValidationTexts, recognisedInIndonesian } from '../../../lib/i18n/use-validation-message'
import { fileImportTexts } from '../file-import.texts'

/** How the provider chose to read a file the server asked about: its good rows, or one sheet. */
export interface FileImportChoice {
  skipBadRows?: boolean
  sheetName?: string
}

interface BadRow {
  row: number
  reason: string
}

/** The bad rows of a refused CSV or TSV, when the answer is that refusal. */
export function badRowsOf(error: unknown): { rows: BadRow[]; count: number } | null {
  if (!isApiError(error) || error.code !== 'FILE_HAS_BAD_ROWS') return null
  const rows = Array.isArray(error.details.bad_rows) ? (error.details.bad_rows as unknown as BadRow[]) : []
  const count = typeof error.details.bad_row_count === 'number' ? error.details.bad_row_count : rows.length
  return { rows, count }
}

/** The sheets of a workbook the server asks to choose from, when the answer is that question. */
export function sheetsOf(error: unknown): string[] | null {
  if (!isApiError(error) || error.code !== 'WORKBOOK_SHEET_REQUIRED') return null
  const sheets = Array.isArray(error.details.sheets) ? error.details.sheets : []
  return sheets.map((sheet) => String(sheet.name ?? ''))
}

/**
 * The report a provider downloads: each bad row and its reason, formula-escaped like every CSV export.
 * The reasons are in the page's language, as the table on screen shows them (`ValidationMessage`); the
 * Indonesian texts load first if no message has loaded them yet, and a reason they do not know stays
 * as the server wrote it.
 */
export async function badRowsReportCsv(rows: readonly BadRow[], header: [string, string]): Promise<string> {
  const isEnglish = currentLanguage() === 'en'
  if (!isEnglish) await loadValidationTexts()
  const reasonOf = (reason: string) => (isEnglish ? reason : (recognisedInIndonesian(reason) ?? reason))
  return [header, ...rows.map((row) => [String(row.row), reasonOf(row.reason)])].map(csvLine).join('')
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * What the server asked about an uploaded file, and the provider's answer: the bad rows listed with a
 * report and an offer to import the good rows, or the workbook's sheets to choose from. Renders
 * nothing for any other answer.
 */
export function FileImportChoices({
  error,
  fileName,
  isSubmitting,
  onChoose,
}: {
  error: unknown
  fileName: string
  isSubmitting: boolean
  onChoose: (choice: FileImportChoice) => void
}) {
  const t = useT(fileImportTexts)
  const badRows = badRowsOf(error)
  const sheets = sheetsOf(error)
  const [sheet, setSheet] = useState<string | null>(null)
  if (badRows) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('badRowsTitle', { count: badRows.count })}
        data-testid="file-bad-rows"
      >
        <Stack gap="sm">
          <Text size="sm">{t('badRowsBody')}</Text>
          {badRows.count > badRows.rows.length ? (
            <Text size="sm" c="dimmed">
              {t('badRowsListed', { listed: badRows.rows.length })}
            </Text>
          ) : null}
          <Table.ScrollContainer minWidth={320} mah={280}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('row')}</Table.Th>
                  <Table.Th>{t('reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {badRows.rows.map((row) => (
                  <Table.Tr key={`${row.row}-${row.reason}`}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>
                      <ValidationMessage>{row.reason}</ValidationMessage>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={async () =>
                download(
                  t('reportFileName', { name: fileName.replace(/\.[^.]*$/, '') }),
                  await badRowsReportCsv(badRows.rows, [t('row'), t('reason')]),
                )
              }
            >
              {t('downloadReport')}
            </Button>
            <Button loading={isSubmitting} onClick={() => onChoose({ skipBadRows: true })}>
              {t('importGoodRows')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
  if (sheets) {
    return (
      <Alert color="blue" variant="light" title={t('sheetTitle')} data-testid="file-sheet-choice">
        <Stack gap="sm">
          <Text size="sm">{t('sheetBody', { count: sheets.length })}</Text>
          <Group gap="sm" align="flex-end">
            <Select label={t('sheetLabel')} data={sheets} value={sheet} onChange={setSheet} w={240} />
            <Button
              disabled={!sheet}
              loading={isSubmitting}
              onClick={() => sheet && onChoose({ sheetName: sheet })}
            >
              {t('importSheet')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
  return null
}

/** How a version was read, when it matters: the bad rows left out, the workbook sheet chosen. */
export function FileVersionReadNotes({ version }: { version: FileVersion }) {
  const t = useT(fileImportTexts)
  const notes = [
    version.skipped_row_count > 0 ? t('skippedRows', { count: version.skipped_row_count }) : null,
    version.sheet_name ? t('sheetOf', { name: version.sheet_name }) : null,
  ].filter((note) => note !== null)
  if (notes.length === 0) return null
  return (
    <Text size="xs" c="dimmed" data-testid="file-version-read-notes">
      {notes.join(' · ')}
    </Text>
  )
}
