import { auditColumnLabels, auditMessages, auditOutcomeLabels } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The audit trail's screen (docs/decisions/0061-audit-trail.md); English from the contract's audit messages. */
export const auditLogTexts = defineTexts('auditLog', {
  en: {
    title: auditMessages.title,
    operatorTitle: auditMessages.operatorTitle,
    description: auditMessages.description,
    operatorDescription: auditMessages.operatorDescription,
    operatorConsole: auditMessages.operatorConsole,
    empty: auditMessages.empty,
    emptyHint: auditMessages.emptyHint,
    loadFailed: auditMessages.loadFailed,
    exportButton: auditMessages.exportButton,
    noCompany: auditMessages.noCompany,
    someone: auditMessages.someone,
    unknownAddress: auditMessages.unknownAddress,
    // The contract writes the count with en-US grouping; ICU's number does the same in English.
    timesUntil: '{count, number} times, last {last}',
    refused: auditOutcomeLabels.REFUSED,
    columnWhen: auditColumnLabels.when,
    columnCompany: auditColumnLabels.company,
    columnWho: auditColumnLabels.who,
    columnAction: auditColumnLabels.action,
    columnIp: auditColumnLabels.ip,
  },
  id: {
    title: 'Log audit',
    operatorTitle: 'Log audit semua perusahaan',
    description:
      'Siapa melakukan apa di perusahaan Anda, kapan, dan dari mana: upaya masuk yang berhasil maupun ditolak, panggilan yang ditolak, perubahan kunci dan pengaturan, serta apa yang dibuka operator.',
    operatorDescription:
      'Jejak setiap perusahaan, serta penolakan yang tidak terkait perusahaan mana pun (akun tak dikenal, panggilan tanpa sesi).',
    operatorConsole: 'Konsol operator',
    empty: 'Tidak ada catatan untuk filter ini',
    emptyHint:
      'Kejadian muncul di sini saat orang masuk dan mengubah sesuatu; coba rentang tanggal yang lebih luas.',
    loadFailed: 'Log audit tidak dapat dimuat',
    exportButton: 'Ekspor CSV',
    noCompany: 'Tanpa perusahaan',
    someone: 'Seseorang yang belum masuk',
    unknownAddress: 'Alamat tidak diketahui',
    timesUntil: '{count, number} kali, terakhir {last}',
    refused: 'Ditolak',
    columnWhen: 'Waktu (WIB)',
    columnCompany: 'Perusahaan',
    columnWho: 'Siapa',
    columnAction: 'Apa',
    columnIp: 'Alamat IP',
  },
})
