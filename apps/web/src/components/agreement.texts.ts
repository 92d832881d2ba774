import { agreementMessages } from '@lumbung/contract'
import { defineTexts } from '../lib/i18n/i18n'

/** The data access agreement's page, its link on a product and the agreement a request accepted. */
export const agreementTexts = defineTexts('agreement', {
  en: {
    standardName: agreementMessages.standardName,
    linkLabel: agreementMessages.linkLabel,
    providerLinkLabel: agreementMessages.providerLinkLabel,
    version: agreementMessages.version,
    effective: agreementMessages.effective,
    sha256: agreementMessages.sha256,
    sha256Help: agreementMessages.sha256Help,
    downloadPdf: agreementMessages.downloadPdf,
    downloadText: agreementMessages.downloadText,
    accepted: agreementMessages.accepted,
    acceptedNone: agreementMessages.acceptedNone,
    providerOwn: agreementMessages.providerOwn,
    olderVersion: agreementMessages.olderVersion,
    currentVersion: agreementMessages.currentVersion,
  },
  id: {
    standardName: 'Perjanjian akses data standar Lumbung',
    linkLabel: 'Baca perjanjian akses data',
    providerLinkLabel: 'Baca perjanjian akses data penyedia',
    version: 'Versi',
    effective: 'Berlaku sejak',
    sha256: 'SHA-256',
    sha256Help: 'Sidik jari SHA-256 dari teks perjanjian: hitung hash berkas teksnya untuk memeriksanya.',
    downloadPdf: 'Unduh PDF',
    downloadText: 'Unduh sebagai teks',
    accepted: 'Perjanjian yang disetujui',
    acceptedNone: 'Tidak tercatat (diminta sebelum perjanjian disimpan)',
    providerOwn: 'Perjanjian milik penyedia',
    olderVersion: 'Ini versi sebelumnya. Permintaan baru menyetujui versi yang berlaku saat ini.',
    currentVersion: 'Baca versi yang berlaku',
  },
})
