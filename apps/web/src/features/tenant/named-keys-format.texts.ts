import { defineTexts } from '../../lib/i18n/i18n'

/** A named API key's state, as its list writes it. */
export const namedKeysFormatTexts = defineTexts('namedKeysFormat', {
  en: {
    neverUsed: 'Never used',
    live: 'Live',
    revoked: 'Revoked {when}',
    revokedBy: 'Revoked {when} by {name}',
    limitReached:
      'Your company holds {max} live keys, the most it may. Revoke one it no longer uses to make another.',
  },
  id: {
    neverUsed: 'Belum pernah dipakai',
    live: 'Aktif',
    revoked: 'Dicabut {when}',
    revokedBy: 'Dicabut {when} oleh {name}',
    limitReached:
      'Perusahaan Anda sudah memegang {max} kunci aktif, batas terbanyak. Cabut kunci yang tidak dipakai lagi untuk membuat yang baru.',
  },
})
