import { defineTexts } from '../../lib/i18n/i18n'

/** The file dataset form: the file, its delimiter and the structure the server inferred. */
export const fileDatasetTexts = defineTexts('fileDataset', {
  en: {
    fileEmpty: 'File can not be empty',
    fileTypeInvalid: 'File must have a valid file type',
    replaceFile: 'Replace file',
    file: 'File',
    stored: 'Stored: {name}. Leave empty to keep it.',
    fileHint: 'CSV, TSV, XLSX or JSON (an array of objects), UTF-8',
    delimiter: 'Delimiter',
    saveDraft: 'Save draft',
    uploadAsDraft: 'Upload as draft',
    dataStructure: 'Data structure',
    inferredHint:
      'Inferred from the first rows of the file. Correct the types, describe the columns and mark the sensitive ones.',
    column: 'Column',
    type: 'Type',
    description: 'Description',
    sensitive: 'Sensitive',
    typeOf: 'Type of {name}',
    descriptionOf: 'Description of {name}',
    isSensitive: '{name} is sensitive',
  },
  id: {
    fileEmpty: 'Berkas wajib diisi',
    fileTypeInvalid: 'Jenis berkas tidak valid',
    replaceFile: 'Ganti berkas',
    file: 'Berkas',
    stored: 'Tersimpan: {name}. Biarkan kosong untuk mempertahankannya.',
    fileHint: 'CSV, TSV, XLSX, atau JSON (larik objek), UTF-8',
    delimiter: 'Pemisah',
    saveDraft: 'Simpan draf',
    uploadAsDraft: 'Unggah sebagai draf',
    dataStructure: 'Struktur data',
    inferredHint:
      'Dideteksi dari baris-baris pertama berkas. Perbaiki tipenya, beri deskripsi kolom, dan tandai kolom yang sensitif.',
    column: 'Kolom',
    type: 'Tipe',
    description: 'Deskripsi',
    sensitive: 'Sensitif',
    typeOf: 'Tipe {name}',
    descriptionOf: 'Deskripsi {name}',
    isSensitive: '{name} sensitif',
  },
})
