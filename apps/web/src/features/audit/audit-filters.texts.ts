import { auditMessages, auditOutcomeLabels } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** The audit trail's filters; English from the contract's audit messages. */
export const auditFilterTexts = defineTexts('auditFilters', {
  en: {
    filtersLabel: auditMessages.filtersLabel,
    actionFilter: auditMessages.actionFilter,
    actionPlaceholder: auditMessages.actionPlaceholder,
    userFilter: auditMessages.userFilter,
    userPlaceholder: auditMessages.userPlaceholder,
    outcomeFilter: auditMessages.outcomeFilter,
    outcomePlaceholder: auditMessages.outcomePlaceholder,
    companyFilter: auditMessages.companyFilter,
    companyPlaceholder: auditMessages.companyPlaceholder,
    fromFilter: auditMessages.fromFilter,
    toFilter: auditMessages.toFilter,
    clearFilters: auditMessages.clearFilters,
    outcomeSUCCESS: auditOutcomeLabels.SUCCESS,
    outcomeREFUSED: auditOutcomeLabels.REFUSED,
  },
  id: {
    filtersLabel: 'Saring log audit',
    actionFilter: 'Tindakan',
    actionPlaceholder: 'Semua tindakan',
    userFilter: 'Pengguna',
    userPlaceholder: 'Semua orang',
    outcomeFilter: 'Hasil',
    outcomePlaceholder: 'Berhasil dan ditolak',
    companyFilter: 'Perusahaan',
    companyPlaceholder: 'Semua perusahaan',
    fromFilter: 'Dari',
    toFilter: 'Sampai',
    clearFilters: 'Hapus filter',
    outcomeSUCCESS: 'Berhasil',
    outcomeREFUSED: 'Ditolak',
  },
})
