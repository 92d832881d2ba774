import { productSampleMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** A file product's sample once a new version of its dataset changes the columns. */
export const productSampleTexts = defineTexts('productSample', {
  en: {
    staleTitle: 'The sample no longer matches the dataset',
    staleBody: 'Version {version} of the dataset has other columns than the sample buyers see.',
    staleSince: 'The sample was made from version {version}.',
    added: 'Added: {names}',
    removed: 'Removed: {names}',
    retyped: '{name} changes from {from} to {to}',
    refresh: 'Refresh the sample',
    refreshHint:
      'The sample is made again from the first rows of version {version}; values of personal columns are masked.',
    replacesFile: 'It replaces the sample file you uploaded.',
    uploadNew: 'Upload a new sample',
    readOnly: 'The owner and admins refresh the sample of a product on the marketplace.',
    refreshedToast: productSampleMessages.refreshed,
  },
  id: {
    staleTitle: 'Sampel tidak lagi sesuai dengan dataset',
    staleBody: 'Versi {version} dataset memiliki kolom yang berbeda dari sampel yang dilihat pembeli.',
    staleSince: 'Sampel dibuat dari versi {version}.',
    added: 'Ditambahkan: {names}',
    removed: 'Dihapus: {names}',
    retyped: 'Tipe {name} berubah dari {from} menjadi {to}',
    refresh: 'Perbarui sampel',
    refreshHint:
      'Sampel dibuat ulang dari baris-baris pertama versi {version}; nilai kolom data pribadi disamarkan.',
    replacesFile: 'Sampel ini menggantikan berkas sampel yang Anda unggah.',
    uploadNew: 'Unggah sampel baru',
    readOnly: 'Sampel produk yang sudah ada di marketplace diperbarui oleh pemilik dan admin.',
    refreshedToast: 'Sampel diperbarui dari versi terkini dataset',
  },
})
