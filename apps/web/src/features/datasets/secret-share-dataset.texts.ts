import { secretShareBoundsMessages as bounds } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The secret-share dataset form: the CSV, and which part each column plays. */
export const secretShareDatasetTexts = defineTexts('secretShareDataset', {
  en: {
    fileTypeInvalid: 'File must have a valid file type',
    fileEmpty: 'File can not be empty',
    howStored:
      'Identifiers are stored only as keyed hashes. Each measure is split into two random-looking shares kept in two separate stores under different keys, and the uploaded file is deleted once it is split. Buyers run counts and sums; nobody ever sees a row.',
    columns: 'Columns',
    rowsSplit:
      '{count, plural, one {{countText} row split into the two share stores.} other {{countText} rows split into the two share stores.}}',
    csvFile: 'CSV file',
    delimiter: 'Delimiter',
    column: 'Column',
    role: 'Role',
    decimalPlacesKept: 'Decimal places kept',
    roleOf: 'Role of {name}',
    decimalPlacesOf: 'Decimal places of {name}',
    lower: bounds.lowerLabel,
    upper: bounds.upperLabel,
    lowerOf: `${bounds.lowerLabel} of {name}`,
    upperOf: `${bounds.upperLabel} of {name}`,
  },
  id: {
    fileTypeInvalid: 'Jenis berkas tidak valid',
    fileEmpty: 'Berkas wajib diisi',
    howStored:
      'Pengenal hanya disimpan sebagai hash berkunci. Setiap ukuran dibagi menjadi dua bagian yang tampak acak, disimpan di dua penyimpanan terpisah dengan kunci berbeda, dan berkas unggahan dihapus begitu selesai dibagi. Pembeli hanya menjalankan hitungan dan penjumlahan; tidak ada yang pernah melihat satu baris pun.',
    columns: 'Kolom',
    rowsSplit: '{countText} baris dibagi ke dua penyimpanan bagian.',
    csvFile: 'Berkas CSV',
    delimiter: 'Pemisah',
    column: 'Kolom',
    role: 'Peran',
    decimalPlacesKept: 'Jumlah desimal yang disimpan',
    roleOf: 'Peran {name}',
    decimalPlacesOf: 'Jumlah desimal {name}',
    lower: 'Batas bawah',
    upper: 'Batas atas',
    lowerOf: 'Batas bawah {name}',
    upperOf: 'Batas atas {name}',
  },
})
