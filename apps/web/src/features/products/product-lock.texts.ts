import { productLockMessages } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/** Why a product with live purchases keeps its data type, dataset and delivery method, and who edits it. */
export const productLockTexts = defineTexts('productLock', {
  en: { ...productLockMessages },
  id: {
    lockedReason:
      'Terkunci selama pembeli masih memegang pembelian aktif atas produk ini: mereka dilayani dengan jenis data, dataset, dan metode pengiriman ini. Buat produk baru untuk menawarkannya dengan cara lain.',
    priceNotice:
      'Harga yang lebih tinggi berlaku bagi pembeli yang ada setelah 30 hari (untuk langganan, mulai awal periode pertamanya sejak saat itu); harga yang lebih rendah langsung berlaku. Setiap pembeli menerima email berisi tanggalnya.',
    readOnly:
      'Anda dapat melihat produk ini. Pemilik dan admin yang mengubah, menerbitkan, dan mengarsipkannya.',
    lockedField: 'Terkunci selama pembeli memegang pembelian aktif',
    lockedTitle: 'Jenis data, dataset, dan metode pengiriman terkunci',
  },
})
