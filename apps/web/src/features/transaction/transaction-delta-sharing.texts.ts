import { defineTexts } from '../../lib/i18n/i18n'

/**
 * The purchase page's Delta Sharing block and its profiles (docs/decisions/0066-delta-sharing.md). Power
 * BI's own menu names stay as Power BI writes them.
 */
export const deltaSharingTexts = defineTexts('transactionDeltaSharing', {
  en: {
    title: 'Delta Sharing',
    intro:
      'Read this file in pandas, Spark, Power BI or Tableau without downloading it by hand. A profile opens every file product your company has bought; each version arrives as Parquet.',
    download: 'Download Delta Sharing profile',
    downloaded:
      'Profile downloaded. Keep it like a password: it holds the token, which is not shown again. Revoke it below when it is no longer needed.',
    onlyAdmins: 'The company owner or an admin downloads Delta Sharing profiles.',
    tableName: 'Table name',
    snippets: 'Use it',
    pandas: 'pandas',
    spark: 'Spark',
    powerBi: 'Power BI',
    powerBiSteps:
      '1. Get Data > Delta Sharing.\n2. Delta Sharing Server URL: the "endpoint" in the profile file.\n3. Bearer token: the "bearerToken" in the profile file.\n4. Choose the table {table}, then Load.',
    copySnippet: 'Copy snippet',
    linkMinutes: 'Links to the Parquet files work for {minutes} minutes; connectors ask again by themselves.',
    profilesTitle: 'Profiles of your company',
    noProfiles: 'No profiles yet.',
    loadingProfiles: 'Loading profiles',
    liveCount: '{live} of {max} live profiles',
    columnToken: 'Token',
    columnCreated: 'Created',
    columnLastUsed: 'Last used',
    columnExpires: 'Expires',
    columnState: 'State',
    live: 'Live',
    revoked: 'Revoked',
    expired: 'Expired',
    revoke: 'Revoke',
    revokeLabel: 'Revoke profile {masked}',
    revokeConfirm: 'Revoke this profile? Tools using it stop reading at once.',
    cancel: 'Cancel',
  },
  id: {
    title: 'Delta Sharing',
    intro:
      'Baca berkas ini di pandas, Spark, Power BI, atau Tableau tanpa perlu mengunduhnya sendiri. Satu profil membuka semua produk berkas yang telah dibeli perusahaan Anda; setiap versi tersedia dalam format Parquet.',
    download: 'Unduh profil Delta Sharing',
    downloaded:
      'Profil telah diunduh. Simpan seperti kata sandi: profil ini memuat token yang tidak akan ditampilkan lagi. Cabut profil di bawah ini bila sudah tidak diperlukan.',
    onlyAdmins: 'Profil Delta Sharing diunduh oleh pemilik atau admin perusahaan.',
    tableName: 'Nama tabel',
    snippets: 'Cara memakainya',
    pandas: 'pandas',
    spark: 'Spark',
    powerBi: 'Power BI',
    powerBiSteps:
      '1. Get Data > Delta Sharing.\n2. Delta Sharing Server URL: isi "endpoint" dari berkas profil.\n3. Bearer token: isi "bearerToken" dari berkas profil.\n4. Pilih tabel {table}, lalu Load.',
    copySnippet: 'Salin cuplikan kode',
    linkMinutes:
      'Tautan ke berkas Parquet berlaku selama {minutes} menit; konektor akan memintanya kembali dengan sendirinya.',
    profilesTitle: 'Profil perusahaan Anda',
    noProfiles: 'Belum ada profil.',
    loadingProfiles: 'Memuat profil',
    liveCount: '{live} dari {max} profil aktif',
    columnToken: 'Token',
    columnCreated: 'Dibuat',
    columnLastUsed: 'Terakhir dipakai',
    columnExpires: 'Berlaku hingga',
    columnState: 'Status',
    live: 'Aktif',
    revoked: 'Dicabut',
    expired: 'Kedaluwarsa',
    revoke: 'Cabut',
    revokeLabel: 'Cabut profil {masked}',
    revokeConfirm: 'Cabut profil ini? Alat yang memakainya langsung berhenti membaca data.',
    cancel: 'Batal',
  },
})
