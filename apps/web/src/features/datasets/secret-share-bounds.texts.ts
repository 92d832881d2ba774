import { secretShareBoundsMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** Why a secret-share measure has clipping bounds (docs/decisions/0064-differential-privacy.md). */
export const secretShareBoundsTexts = defineTexts('secretShareBounds', {
  en: { explained: secretShareBoundsMessages.explained },
  id: {
    explained:
      'Setiap nilai ukuran ini dipangkas ke rentang ini sebelum dibagi, sehingga tidak ada satu orang pun yang dapat menggeser suatu jumlah lebih dari batas yang lebih besar. Tentukan rentang dari nilai yang masuk akal bagi ukuran ini, jangan dari data Anda: rentang yang dibaca dari data (nilai terkecil atau terbesarnya) justru dapat mengungkap seseorang. Rentang yang lebih lebar menambah derau pada setiap jumlah dan rata-rata; rentang yang lebih sempit memangkas lebih banyak nilai.',
  },
})
