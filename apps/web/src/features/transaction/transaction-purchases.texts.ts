import { defineTexts } from '../../lib/i18n/i18n'

/** A purchase's page: how its file or API is reached, and its documentation. */
export const transactionPurchaseTexts = defineTexts('transactionPurchases', {
  en: {
    fileToApi: 'Batch enrichment (file-to-API)',
    fileType: 'File type',
    rows: 'Rows',
    size: 'Size',
    delimiter: 'Delimiter',
    column: 'Column',
    type: 'Type',
    description: 'Description',
    sensitive: 'Sensitive',
    noColumns: 'The provider has not described the columns.',
    fetchTitle: 'Fetch with your API key',
    fetchHint:
      "Put one of your company's API keys in LUMBUNG_API_KEY. Add ?version=N for another version; the SHA-256 comes back as the ETag.",
    copyLine: 'Copy the {tool} line',
    loadingDocumentation: 'Loading documentation',
    notAnApi: 'This product is not an API, so it has no API documentation.',
    documentationTitle: '{name}: API documentation',
    documentationHint:
      "Written from the provider's dataset. Calls go through the Lumbung gateway, which checks your purchase, meters the calls and hides the provider's own service.",
    callTheApi: 'Call the API',
    baseUrl: 'Base URL',
    copyBaseUrl: 'Copy base URL',
    openDocumentation: 'Open documentation page',
    parameters: 'Parameters',
  },
  id: {
    fileToApi: 'Pengayaan massal (file-ke-API)',
    fileType: 'Jenis file',
    rows: 'Baris',
    size: 'Ukuran',
    delimiter: 'Pemisah',
    column: 'Kolom',
    type: 'Tipe',
    description: 'Deskripsi',
    sensitive: 'Sensitif',
    noColumns: 'Penyedia belum menjelaskan kolom-kolomnya.',
    fetchTitle: 'Ambil dengan kunci API Anda',
    fetchHint:
      'Isi LUMBUNG_API_KEY dengan salah satu kunci API perusahaan Anda. Tambahkan ?version=N untuk versi lain; SHA-256 dikembalikan sebagai ETag.',
    copyLine: 'Salin baris {tool}',
    loadingDocumentation: 'Memuat dokumentasi',
    notAnApi: 'Produk ini bukan API, sehingga tidak memiliki dokumentasi API.',
    documentationTitle: '{name}: dokumentasi API',
    documentationHint:
      'Disusun dari dataset penyedia. Panggilan melewati gateway Lumbung, yang memeriksa pembelian Anda, mencatat jumlah panggilan, dan menyembunyikan layanan milik penyedia.',
    callTheApi: 'Panggil API',
    baseUrl: 'URL dasar',
    copyBaseUrl: 'Salin URL dasar',
    openDocumentation: 'Buka halaman dokumentasi',
    parameters: 'Parameter',
  },
})
