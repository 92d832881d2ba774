import { defineTexts } from '../../lib/i18n/i18n'

/** Batch enrichment (file-to-API): the page of a purchase's runs, the run form and the runs table. */
export const transactionFileToApiTexts = defineTexts('transactionFileToApi', {
  en: {
    loadingRuns: 'Loading runs',
    noRuns: 'No run yet. Start one above; its progress and result appear here.',
    runs: 'Runs',
    loadingPurchase: 'Loading purchased data',
    notActiveApi: 'Only an active API purchase can enrich a file. Earlier runs and their results stay below.',
    cannotStart:
      "Starting a run needs access to Data delivery and to your company's data assets; ask your company's owner. You can follow runs and download their results here.",
    loadingParams: "Loading the API's parameters",
    notCallable: 'This API can not be called now.',
    title: 'Batch enrichment',
    intro:
      "Run {product} once for every row of a CSV file. Each row is a call through the gateway, metered and billed like any other, within the product's rate limit. The result holds your columns, the response fields, and each row's status and message.",
    newRun: 'New run',
    downloadPartial: 'Download partial result',
    downloadResult: 'Download result',
    rowsDone: '{rows} done',
    rowsFailed: ', {countText} failed',
    started: 'Started',
    dataAsset: 'Data asset',
    status: 'Status',
    progress: 'Progress',
    pace: 'Pace',
    timeLeft: 'Time left',
    result: 'Result',
  },
  id: {
    loadingRuns: 'Memuat daftar proses',
    noRuns: 'Belum ada proses. Mulai satu di atas; kemajuan dan hasilnya akan tampil di sini.',
    runs: 'Proses',
    loadingPurchase: 'Memuat data yang dibeli',
    notActiveApi:
      'Hanya pembelian API yang aktif yang dapat memperkaya file. Proses sebelumnya beserta hasilnya tetap tersedia di bawah.',
    cannotStart:
      'Memulai proses memerlukan akses ke Pengiriman data dan ke aset data perusahaan Anda; hubungi pemilik akun perusahaan Anda. Anda tetap dapat memantau proses dan mengunduh hasilnya di sini.',
    loadingParams: 'Memuat parameter API',
    notCallable: 'API ini tidak dapat dipanggil saat ini.',
    title: 'Pengayaan massal',
    intro:
      'Jalankan {product} satu kali untuk setiap baris file CSV. Setiap baris adalah satu panggilan melalui gateway, dicatat dan ditagih seperti panggilan lainnya, dalam batas laju produk. Hasilnya memuat kolom Anda, kolom respons, serta status dan pesan setiap baris.',
    newRun: 'Proses baru',
    downloadPartial: 'Unduh hasil sebagian',
    downloadResult: 'Unduh hasil',
    rowsDone: '{rows} selesai',
    rowsFailed: ', {countText} gagal',
    started: 'Dimulai',
    dataAsset: 'Aset data',
    status: 'Status',
    progress: 'Kemajuan',
    pace: 'Laju',
    timeLeft: 'Sisa waktu',
    result: 'Hasil',
  },
})
