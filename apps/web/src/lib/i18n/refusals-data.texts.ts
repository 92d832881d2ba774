import {
  accessDeniedMessages,
  datasetErrorMessages,
  datasetVersionErrorMessages,
  deliveryFailureMessages,
  fileToApiErrorMessages,
  fileToApiEstimateMessages,
  formatDate,
  formatPrivacyCost,
  marketplaceRequestBlockMessages,
  privacyBudgetRefusals,
  productErrorMessages,
  purchaseAccessErrorMessages,
  recommendationErrorMessages,
  requestRateMessages,
  secretShareErrorMessages,
  transactionTermsErrorMessages,
} from '@lumbung/contract'
import { defineTexts } from './i18n'

/**
 * Values no refusal uses, each written as the contract writes it, so that it becomes its placeholder:
 * `{limit}` a figure, `{wait}` a wait in words, `{date}` a day, the rest carried over as written.
 */
const sample = { figure: 987654, left: 123_456_000, cost: 654_321_000, day: '2099-12-31' }
const placeholders = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((written, [name, value]) => written.replace(value, `{${name}}`), text)
/** A refusal with one figure of a limit in it ("at most 1,000,000"), the figure as `{limit}`. */
const limitOf = (text: string) => text.replace(/\d[\d,]*/, '{limit}')

/**
 * The server's refusals about data, products, purchases and their deliveries that no error code's
 * text (`api-error.texts.ts`) already words, and the failures a delivery or a run keeps and shows later.
 * English is the contract's; see `refusals-account.texts.ts`.
 */
export const dataRefusalTexts = defineTexts('dataRefusals', {
  en: {
    tooManyRequests: placeholders(requestRateMessages.tooManyRequests(sample.figure * 3600), {
      wait: `${sample.figure} hours`,
    }),
    datasetNotFound: datasetErrorMessages.notFound,
    baseUrlMissing: datasetErrorMessages.baseUrlMissing,
    workbookTooManyParts: datasetErrorMessages.workbookTooManyParts,
    workbookTooLarge: datasetErrorMessages.workbookTooLarge,
    workbookTooMuchText: datasetErrorMessages.workbookTooMuchText,
    workbookTooManyStyles: datasetErrorMessages.workbookTooManyStyles,
    sheetNotFound: datasetErrorMessages.sheetNotFound,
    versionNotFound: datasetVersionErrorMessages.notFound,
    versionNotDraft: datasetVersionErrorMessages.notDraft,
    versionNoFile: datasetVersionErrorMessages.noFile,
    noOpenApi: productErrorMessages.noOpenApi,
    sampleTooDeep: productErrorMessages.sampleTooDeep,
    termsLocked: productErrorMessages.termsLocked,
    ownerOrAdminOnly: productErrorMessages.ownerOrAdminOnly,
    productNotDraft: productErrorMessages.notDraft,
    notApiPurchase: fileToApiErrorMessages.notApiPurchase,
    runPurchaseExpired: fileToApiErrorMessages.purchaseExpired,
    purchaseNotActive: fileToApiErrorMessages.purchaseNotActive,
    apiNotReady: fileToApiErrorMessages.apiNotReady,
    dataAssetNotFound: fileToApiErrorMessages.dataAssetNotFound,
    dataAssetNotReady: fileToApiErrorMessages.dataAssetNotReady,
    runDataAssetFailed: fileToApiErrorMessages.dataAssetFailed,
    mappingInvalid: fileToApiErrorMessages.mappingInvalid,
    noRows: fileToApiErrorMessages.noRows,
    tooManyRows: fileToApiErrorMessages.tooManyRows,
    jobNotFound: fileToApiErrorMessages.jobNotFound,
    resultNotReady: fileToApiErrorMessages.resultNotReady,
    interrupted: fileToApiErrorMessages.interrupted,
    workerStopped: fileToApiErrorMessages.workerStopped,
    runFailed: fileToApiErrorMessages.runFailed,
    estimateRequired: fileToApiErrorMessages.estimateRequired,
    estimateChanged: fileToApiEstimateMessages.estimateChanged({
      rows: '{rows}',
      price: '{price}',
      amount: '{amount}',
    }),
    notSecretShare: secretShareErrorMessages.notSecretShare,
    queryPurchaseExpired: secretShareErrorMessages.purchaseExpired,
    queryPurchaseSuspended: secretShareErrorMessages.purchaseSuspended,
    datasetUnavailable: secretShareErrorMessages.datasetUnavailable,
    ownProduct: secretShareErrorMessages.ownProduct,
    queryDataAssetFailed: secretShareErrorMessages.dataAssetFailed,
    dataAssetUnreadable: secretShareErrorMessages.dataAssetUnreadable,
    identifierColumnMissing: secretShareErrorMessages.identifierColumnMissing,
    datasetIdentifierUnknown: secretShareErrorMessages.datasetIdentifierUnknown,
    measureUnknown: secretShareErrorMessages.measureUnknown,
    dimensionUnknown: secretShareErrorMessages.dimensionUnknown,
    noIdentifiers: secretShareErrorMessages.noIdentifiers,
    tooFewMatches: secretShareErrorMessages.tooFewMatches,
    fitTestLimit: limitOf(secretShareErrorMessages.fitTestLimit),
    tooManyGroups: secretShareErrorMessages.tooManyGroups,
    storeUnavailable: secretShareErrorMessages.storeUnavailable,
    measureWithoutBounds: secretShareErrorMessages.measureWithoutBounds,
    productNotSecretShare: secretShareErrorMessages.productNotSecretShare,
    budgetSpentQuery: placeholders(
      privacyBudgetRefusals.query({ left: sample.left, cost: sample.cost, renewsOn: sample.day }),
      {
        left: formatPrivacyCost(sample.left),
        cost: formatPrivacyCost(sample.cost),
        date: formatDate(sample.day),
      },
    ),
    budgetSpentFitTest: placeholders(privacyBudgetRefusals.fitTest(sample.day), {
      date: formatDate(sample.day),
    }),
    accessNotPurchase: purchaseAccessErrorMessages.notPurchase,
    suspendNeedsActive: purchaseAccessErrorMessages.suspendNeedsActive,
    resumeNeedsSuspended: purchaseAccessErrorMessages.resumeNeedsSuspended,
    accessRevoked: purchaseAccessErrorMessages.revoked,
    accessChanged: purchaseAccessErrorMessages.changed,
    purchaseAlreadyLive: transactionTermsErrorMessages.purchaseAlreadyLive('{transactionNo}'),
    dailyLimitReached: placeholders(recommendationErrorMessages.dailyLimitReached(sample.figure), {
      limit: String(sample.figure),
    }),
    deliveryBucketNotFound: deliveryFailureMessages.BUCKET_NOT_FOUND,
    deliveryAccessDenied: deliveryFailureMessages.ACCESS_DENIED,
    deliveryInvalidCredentials: deliveryFailureMessages.INVALID_CREDENTIALS,
    deliveryStorageUnreachable: deliveryFailureMessages.STORAGE_UNREACHABLE,
    deliveryFolderNotWritable: deliveryFailureMessages.FOLDER_NOT_WRITABLE,
    deliveryStorageRefused: deliveryFailureMessages.STORAGE_REFUSED,
    deliveryStorageSettingRemoved: deliveryFailureMessages.STORAGE_SETTING_REMOVED,
    deliveryPurchaseNotActive: deliveryFailureMessages.PURCHASE_NOT_ACTIVE,
    deliverySpendCapReached: deliveryFailureMessages.SPEND_CAP_REACHED,
    deliverySourceFileMissing: deliveryFailureMessages.SOURCE_FILE_MISSING,
    deliveryWorkerStopped: deliveryFailureMessages.WORKER_STOPPED,
    deliveryInterrupted: deliveryFailureMessages.INTERRUPTED,
    accessDeniedS3: accessDeniedMessages.S3,
    accessDeniedGcs: accessDeniedMessages.GCS,
    accessDeniedLocal: accessDeniedMessages.LOCAL,
    blockedOwnProduct: marketplaceRequestBlockMessages.OWN_PRODUCT,
    blockedNotAdmin: marketplaceRequestBlockMessages.NOT_ADMIN,
    blockedCompanyNotVerified: marketplaceRequestBlockMessages.COMPANY_NOT_VERIFIED,
    blockedUserNotVerified: marketplaceRequestBlockMessages.USER_NOT_VERIFIED,
    blockedProviderView: marketplaceRequestBlockMessages.PROVIDER_VIEW,
  },
  id: {
    tooManyRequests: 'Terlalu banyak permintaan dalam waktu singkat. Tunggu {wait}, lalu coba lagi',
    datasetNotFound: 'Dataset tidak ditemukan',
    baseUrlMissing: 'URL dasar wajib diisi: isi di sini atau pada pengaturan API yang dipilih',
    workbookTooManyParts:
      'Workbook ini berisi terlalu banyak bagian untuk dibaca; simpan ulang sebagai XLSX atau CSV',
    workbookTooLarge: 'Isi workbook ini lebih dari 1 GB setelah dibuka; pecah atau simpan sebagai CSV',
    workbookTooMuchText: 'Workbook ini berisi teks lebih dari 32 MB; pecah atau simpan sebagai CSV',
    workbookTooManyStyles: 'Workbook ini berisi gaya sel lebih dari 8 MB; simpan ulang sebagai XLSX atau CSV',
    sheetNotFound: 'Workbook ini tidak memiliki sheet dengan nama tersebut',
    versionNotFound: 'Versi tidak ditemukan',
    versionNotDraft: 'Versi ini sudah diterbitkan',
    versionNoFile: 'Dataset ini belum memiliki berkas',
    noOpenApi: 'Hanya produk API yang memiliki dokumen OpenAPI',
    sampleTooDeep:
      'Berkas contoh menyusun nilainya lebih dari 32 tingkat; ratakan strukturnya lalu unggah lagi',
    termsLocked:
      'Jenis data, dataset, dan metode pengiriman tidak dapat diubah selama produk masih memiliki pembelian aktif: pembeli dilayani dengan ketentuan tersebut hingga pembelian mereka berakhir. Buat produk baru untuk menawarkannya secara berbeda.',
    ownerOrAdminOnly:
      'Hanya pemilik atau admin yang dapat mengubah, menerbitkan, atau mengarsipkan produk di marketplace',
    productNotDraft: 'Produk yang sudah terbit atau diarsipkan tidak dapat disimpan sebagai draf',
    notApiPurchase: 'Hanya pembelian API yang dapat memperkaya berkas',
    runPurchaseExpired: 'Pembelian ini sudah berakhir',
    purchaseNotActive: 'Pembelian ini tidak dapat dipanggil saat ini',
    apiNotReady: 'API produk ini tidak dapat dipanggil saat ini',
    dataAssetNotFound: 'Aset data tidak ditemukan',
    dataAssetNotReady: 'Aset data masih diproses',
    runDataAssetFailed: 'Aset data tidak dapat dibaca',
    mappingInvalid: 'Periksa kolom yang dipilih untuk setiap parameter',
    noRows: 'Aset data tidak memiliki baris',
    tooManyRows: 'Aset data memiliki lebih banyak baris daripada yang dapat diproses dalam satu kali jalan',
    jobNotFound: 'Proses tidak ditemukan',
    resultNotReady: 'Hasilnya belum siap',
    interrupted:
      'Proses berhenti saat baris ini sedang dipanggil; baris ini tidak dipanggil lagi agar tidak ditagih dua kali',
    workerStopped: 'Proses berhenti dan tidak dapat dilanjutkan; baris yang sudah selesai tetap disimpan',
    runFailed: 'Proses gagal pada setiap percobaan; baris yang sudah selesai tetap disimpan',
    estimateRequired:
      'Konfirmasikan perkiraan terlebih dahulu: proses memerlukan jumlah baris dan nominal yang Anda setujui',
    estimateChanged:
      'Perkiraan berubah sejak Anda mengonfirmasinya: proses kini {rows} baris × {price} = {amount}. Periksa angka yang baru lalu konfirmasikan lagi.',
    notSecretShare: 'Pembelian ini bukan produk secret-share, jadi tidak dapat menerima kueri',
    queryPurchaseExpired: 'Pembelian ini sudah berakhir, jadi tidak dapat menerima kueri lagi',
    queryPurchaseSuspended: 'Penyedia menangguhkan akses ke pembelian ini untuk sementara',
    datasetUnavailable: 'Data penyedia di balik produk ini sudah tidak tersedia',
    ownProduct: 'Anda tidak dapat menguji kecocokan produk Anda sendiri',
    queryDataAssetFailed: 'Aset data tidak dapat dibaca; tambahkan lagi',
    dataAssetUnreadable: 'Aset data tidak dapat dibaca; tambahkan lagi sebagai berkas CSV',
    identifierColumnMissing: 'Aset data tidak memiliki kolom dengan nama tersebut',
    datasetIdentifierUnknown: 'Produk tidak memiliki kolom pengenal dengan nama tersebut',
    measureUnknown: 'Produk tidak memiliki ukuran dengan nama tersebut',
    dimensionUnknown: 'Produk tidak memiliki dimensi dengan nama tersebut',
    noIdentifiers: 'Kolom pengenal pada aset data kosong',
    tooFewMatches:
      'Terlalu sedikit pengenal Anda yang cocok untuk menampilkan persentase tanpa mengungkap seseorang',
    fitTestLimit: 'Anda dapat menguji kecocokan satu produk {limit} kali sehari; coba lagi besok',
    tooManyGroups: 'Dimensi ini memiliki terlalu banyak nilai untuk dikelompokkan',
    storeUnavailable:
      'Kueri tidak dapat diselesaikan karena salah satu penyimpanan bagian tidak menjawab; tidak ada yang ditagihkan',
    measureWithoutBounds:
      'Ukuran ini tidak memiliki batas pemotongan, sehingga hanya dapat dihitung jumlah datanya: penyedia harus mengunggah ulang dataset dengan batas sebelum ukuran ini dapat dijumlahkan atau dirata-ratakan',
    productNotSecretShare: 'Produk ini bukan produk secret-share, jadi tidak memiliki anggaran privasi',
    budgetSpentQuery:
      'Anggaran privasi produk ini untuk bulan ini sudah habis: tersisa {left}, sedangkan kueri ini memerlukan {cost}. Anggaran diperbarui pada {date}; tidak ada yang ditagihkan.',
    budgetSpentFitTest:
      'Uji kecocokan Anda untuk produk ini sudah memakai anggaran privasi bulan ini. Anggaran diperbarui pada {date}.',
    accessNotPurchase: 'Akses hanya dapat diubah untuk pembelian yang sudah disetujui dan belum berakhir',
    suspendNeedsActive: 'Hanya pembelian dengan akses aktif yang dapat ditangguhkan',
    resumeNeedsSuspended: 'Hanya pembelian yang ditangguhkan yang dapat dilanjutkan',
    accessRevoked: 'Akses ke pembelian ini sudah dicabut; pencabutan bersifat final',
    accessChanged:
      'Akses ke pembelian ini sementara itu sudah diubah oleh orang lain; muat ulang lalu coba lagi',
    purchaseAlreadyLive:
      'Perusahaan Anda sudah memiliki pembelian aktif untuk produk ini ({transactionNo}): jelaskan mengapa Anda memerlukan pembelian kedua',
    dailyLimitReached:
      'Perusahaan Anda sudah mengirim {limit} permintaan kebutuhan data hari ini. Silakan kirim lagi besok',
    deliveryBucketNotFound: 'Bucket tidak ditemukan: periksa nama bucket pada pengaturan penyimpanan',
    deliveryAccessDenied: 'Akses ditolak: pengaturan penyimpanan mungkin tidak boleh menulis ke bucket ini',
    deliveryInvalidCredentials: 'Kredensial penyimpanan ditolak: perbarui kunci pada pengaturan penyimpanan',
    deliveryStorageUnreachable: 'Penyimpanan tidak menjawab: periksa endpoint-nya dan pastikan sedang aktif',
    deliveryFolderNotWritable:
      'Folder tidak dapat ditulisi: pastikan folder tersebut ada dan masih memiliki ruang kosong',
    deliveryStorageRefused: 'Penyimpanan menolak berkas tersebut',
    deliveryStorageSettingRemoved:
      'Pengaturan penyimpanan sudah dihapus: mulai pengiriman lagi dengan pengaturan lain',
    deliveryPurchaseNotActive: 'Pembelian ini sudah tidak aktif',
    deliverySpendCapReached:
      'Batas belanja yang diatur untuk menolak sudah tercapai: pemilik perusahaan Anda dapat menaikkannya di Tagihan > Batas Belanja',
    deliverySourceFileMissing: 'Berkas produk ini sudah tidak tersedia',
    deliveryWorkerStopped: 'Pengiriman berhenti sebelum selesai, lebih dari sekali: mulai lagi',
    deliveryInterrupted: 'Pengiriman terputus sebelum selesai',
    accessDeniedS3: 'Akses ditolak: kunci memerlukan izin s3:PutObject pada bucket ini',
    accessDeniedGcs:
      'Akses ditolak: akun layanan memerlukan izin storage.objects.create pada bucket ini (peran Storage Object Creator)',
    accessDeniedLocal: 'Akses ditolak: server tidak boleh menulis ke folder ini',
    blockedOwnProduct: 'Ini produk Anda sendiri',
    blockedNotAdmin: 'Hanya pemilik dan admin perusahaan Anda yang dapat mengajukan permintaan produk',
    blockedCompanyNotVerified:
      'Perusahaan Anda harus terverifikasi sebelum dapat mengajukan permintaan produk',
    blockedUserNotVerified: 'Verifikasi alamat email Anda sebelum mengajukan permintaan produk',
    blockedProviderView: 'Beralihlah ke sisi konsumen untuk mengajukan permintaan produk',
  },
})
