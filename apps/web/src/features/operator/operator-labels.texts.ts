import { operatorErrorMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** What every operator screen shares: the console's frame and its filters (statuses: the shared enum labels). */
export const operatorLabelTexts = defineTexts('operatorLabels', {
  en: {
    console: 'Operator console',
    search: 'Search',
    all: 'All',
    cancel: 'Cancel',
    close: 'Close',
    status: 'Status',
    company: 'Company',
    user: 'User',
    role: 'Role',
    joined: 'Joined',
    created: 'Created',
    users: 'Users',
    operator: 'Operator',
    consumer: 'Consumer',
    provider: 'Provider',
    industry: 'Industry',
    ownerCannotBeDeactivated: operatorErrorMessages.ownerCannotBeDeactivated,
  },
  id: {
    console: 'Konsol operator',
    search: 'Cari',
    all: 'Semua',
    cancel: 'Batal',
    close: 'Tutup',
    status: 'Status',
    company: 'Perusahaan',
    user: 'Pengguna',
    role: 'Peran',
    joined: 'Bergabung',
    created: 'Dibuat',
    users: 'Pengguna',
    operator: 'Operator',
    consumer: 'Konsumen',
    provider: 'Penyedia',
    industry: 'Industri',
    ownerCannotBeDeactivated:
      'Pemilik perusahaan tidak dapat dinonaktifkan. Pemilik terlebih dahulu menyerahkan perusahaan kepada anggota aktif lain melalui Alihkan kepemilikan (Kelola Pengguna); setelah itu akun ini dapat dinonaktifkan.',
  },
})
