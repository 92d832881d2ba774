import { defineTexts } from '../../lib/i18n/i18n'

/** What a file's import asks of the provider: its bad rows, and the sheet of a workbook. */
export const fileImportTexts = defineTexts('fileImport', {
  en: {
    badRowsTitle:
      '{count, plural, one {{countText} row cannot be read} other {{countText} rows cannot be read}}',
    badRowsBody:
      'Fix the file and choose it again, or import the good rows: the bad ones are left out and the version records how many.',
    badRowsListed: 'The first {listed} are listed; the report holds the same rows.',
    row: 'Row',
    reason: 'Reason',
    downloadReport: 'Download the report',
    importGoodRows: 'Import the good rows',
    reportFileName: 'bad-rows-{name}.csv',
    sheetTitle: 'Which sheet holds the data?',
    sheetBody: 'The workbook has {count} sheets. Choose the one to import; its first row names the columns.',
    sheetLabel: 'Sheet',
    importSheet: 'Import this sheet',
    skippedRows: '{count, plural, one {{countText} bad row left out} other {{countText} bad rows left out}}',
    sheetOf: 'Sheet {name}',
  },
  id: {
    badRowsTitle: '{countText} baris tidak dapat dibaca',
    badRowsBody:
      'Perbaiki berkas lalu pilih lagi, atau impor baris yang baik saja: baris yang bermasalah dilewati dan versi mencatat jumlahnya.',
    badRowsListed: '{listed} baris pertama ditampilkan; laporan memuat baris yang sama.',
    row: 'Baris',
    reason: 'Alasan',
    downloadReport: 'Unduh laporan',
    importGoodRows: 'Impor baris yang baik',
    reportFileName: 'baris-bermasalah-{name}.csv',
    sheetTitle: 'Lembar mana yang berisi data?',
    sheetBody:
      'Buku kerja ini memiliki {count} lembar. Pilih lembar yang akan diimpor; baris pertamanya berisi nama kolom.',
    sheetLabel: 'Lembar',
    importSheet: 'Impor lembar ini',
    skippedRows: '{countText} baris bermasalah dilewati',
    sheetOf: 'Lembar {name}',
  },
})
