import { secondFactorLabels } from '@lumbung/contract'
import { defineTexts } from '../lib/i18n/i18n'

/** The words of the shared components that screens put together: keys, parameters, money, identifier lists, the password prompt. */
export const componentsTexts = defineTexts('components', {
  en: {
    copied: 'Copied',
    copyKey: 'Copy key',

    noParameters: 'This API takes no parameters.',
    name: 'Name',
    type: 'Type',
    required: 'Required',
    sendIn: 'Send in',
    description: 'Description',
    example: 'Example',

    rupiah: 'Rp',
    moneyHint: 'Whole rupiah, no decimals; at most {max}',

    noListTitle: 'No identifier list yet',
    noListBefore:
      'Your company has no ready data asset. Its owner can upload a CSV of your own identifiers (such as NIKs) under',
    dataAssets: 'Data assets',
    identifierList: 'Your identifier list',
    identifierListHint: 'A data asset of your company: a CSV with one identifier per row',
    chooseAsset: 'Choose a data asset',
    assetWithRows: '{name} ({countText} rows)',
    noAsset: 'No data asset matches',
    identifierColumn: 'Column with the identifier',
    chooseColumn: 'Choose a column',
    assetFirst: 'Choose a data asset first',
    matchAgainst: 'Match against',
    matchAgainstHint: "The product's identifier your column holds",
    chooseIdentifier: "Choose the product's identifier",

    confirmPassword: 'Confirm your password',
    passwordAgain: 'For your security, enter your password again to continue.',
    password: 'Password',
    cancel: 'Cancel',
    continue: 'Continue',
    freshLoginCode: secondFactorLabels.freshLoginCode,
    code: secondFactorLabels.code,
    usePasskey: secondFactorLabels.usePasskey,
  },
  id: {
    copied: 'Tersalin',
    copyKey: 'Salin kunci',

    noParameters: 'API ini tidak memerlukan parameter.',
    name: 'Nama',
    type: 'Tipe',
    required: 'Wajib',
    sendIn: 'Dikirim di',
    description: 'Deskripsi',
    example: 'Contoh',

    rupiah: 'Rp',
    moneyHint: 'Rupiah bulat, tanpa desimal; paling banyak {max}',

    noListTitle: 'Belum ada daftar identitas',
    noListBefore:
      'Perusahaan Anda belum memiliki aset data yang siap. Pemiliknya dapat mengunggah CSV berisi identitas Anda sendiri (misalnya NIK) di',
    dataAssets: 'Aset data',
    identifierList: 'Daftar identitas Anda',
    identifierListHint: 'Aset data milik perusahaan Anda: CSV dengan satu identitas per baris',
    chooseAsset: 'Pilih aset data',
    assetWithRows: '{name} ({countText} baris)',
    noAsset: 'Tidak ada aset data yang cocok',
    identifierColumn: 'Kolom berisi identitas',
    chooseColumn: 'Pilih kolom',
    assetFirst: 'Pilih aset data terlebih dahulu',
    matchAgainst: 'Cocokkan dengan',
    matchAgainstHint: 'Identitas produk yang dimuat kolom Anda',
    chooseIdentifier: 'Pilih identitas produk',

    confirmPassword: 'Konfirmasi kata sandi Anda',
    passwordAgain: 'Demi keamanan, masukkan kembali kata sandi Anda untuk melanjutkan.',
    password: 'Kata sandi',
    cancel: 'Batal',
    continue: 'Lanjutkan',
    freshLoginCode:
      'Masukkan kode dari aplikasi autentikator Anda atau kode pemulihan, atau gunakan passkey.',
    code: 'Kode',
    usePasskey: 'Gunakan passkey',
  },
})
