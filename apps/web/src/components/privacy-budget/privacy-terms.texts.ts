import { privacyTerms } from '@lumbung/contract'
import { defineTexts } from '../../lib/i18n/i18n'

/**
 * The contract's `privacyTerms` (docs/decisions/0064-differential-privacy.md) in both languages, under
 * the contract's own keys. The English is the contract's; the terms it writes with a value (a date, a
 * margin, ε, the default cost) are ICU messages here that read the same, which the test holds to.
 */
export const privacyTermsTexts = defineTexts('privacyTerms', {
  en: {
    budget: privacyTerms.budget,
    budgetExplained: privacyTerms.budgetExplained,
    used: privacyTerms.used,
    left: privacyTerms.left,
    renewsOn: 'Renews on {date}',
    cost: privacyTerms.cost,
    costExplained:
      'A query costs {cost} of the budget unless you choose otherwise: spend more for a more exact answer, less to run more queries.',
    expectedError: privacyTerms.expectedError,
    expectedErrorExplained: privacyTerms.expectedErrorExplained,
    errorBar: '± {error}',
    omittedGroups: privacyTerms.omittedGroups,
    noisyNotExact: privacyTerms.noisyNotExact,
    fitTestBudget: privacyTerms.fitTestBudget,
    fitTestExplained: privacyTerms.fitTestExplained,
    providerBudget: privacyTerms.providerBudget,
    providerBudgetExplained: privacyTerms.providerBudgetExplained,
    buyersUse: privacyTerms.buyersUse,
    epsilon: 'ε = {epsilon} at δ = 10⁻⁶',
  },
  id: {
    budget: 'Anggaran privasi',
    budgetExplained:
      'Setiap angka yang ditampilkan kueri mengandung derau acak, sehingga tidak ada satu jawaban pun, atau gabungan beberapa jawaban, yang dapat mengungkap seseorang. Setiap kueri memakai sebagian anggaran privasi perusahaan Anda untuk produk ini; makin besar pemakaiannya, makin tepat jawabannya. Anggaran diperbarui setiap tanggal 1.',
    used: 'Terpakai',
    left: 'Sisa',
    renewsOn: 'Diperbarui pada {date}',
    cost: 'Biaya privasi kueri ini',
    costExplained:
      'Sebuah kueri memakai {cost} dari anggaran, kecuali Anda memilih lain: pakai lebih banyak untuk jawaban yang lebih tepat, atau lebih sedikit agar dapat menjalankan lebih banyak kueri.',
    expectedError: 'Perkiraan galat pada tingkat 95 %',
    expectedErrorExplained:
      'Sembilan belas dari dua puluh jawaban berada dalam batas galat ini dari angka sebenarnya. Batas galat sebuah hitungan tidak bertambah seiring panjang daftar, sehingga daftar yang lebih panjang memberikan jawaban yang relatif lebih tepat.',
    errorBar: '± {error}',
    omittedGroups:
      'Kelompok yang berisi terlalu sedikit pengenal Anda untuk ditampilkan dengan aman tidak disertakan, dan juga tidak dihitung.',
    noisyNotExact:
      'Angka-angka ini mengandung derau: mendekati nilai sebenarnya, tetapi tidak persis, dan kueri yang sama dapat memberikan hasil berbeda setiap kali dijalankan.',
    fitTestBudget: 'Sisa uji kecocokan bulan ini',
    fitTestExplained:
      'Persentase ini berasal dari hitungan yang diberi derau, sehingga menambah isi daftar atau mengulang uji tidak dapat mengungkap seseorang. Uji kecocokan sebuah produk memakai anggaran kecil tersendiri setiap bulan.',
    providerBudget: 'Anggaran privasi bulanan per perusahaan pembeli',
    providerBudgetExplained:
      'Setiap perusahaan pembeli dapat memakai anggaran sebesar ini untuk produk Anda setiap bulan. Anggaran yang lebih besar memungkinkan pembeli menjalankan lebih banyak kueri atau kueri yang lebih tepat, tetapi melemahkan jaminan bagi pelanggan Anda; nilai bawaannya cukup untuk sekitar 30 kueri per bulan.',
    buyersUse: 'Pemakaian pembeli bulan ini',
    epsilon: 'ε = {epsilon} pada δ = 10⁻⁶',
  },
})
