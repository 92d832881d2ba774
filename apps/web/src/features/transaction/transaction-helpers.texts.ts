import { defineTexts } from '../../lib/i18n/i18n'

/**
 * Words the transaction screens build outside a component: a data need's region, the my-transaction
 * overview's links, a batch run's durations and rates.
 */
export const transactionHelperTexts = defineTexts('transactionHelpers', {
  en: {
    anywhere: 'Anywhere in Indonesia',
    // After a 409, behind the server's reason.
    conflictReloaded: 'The screen now shows the request as it stands.',
    myRequestTitle: 'My request',
    myRequestDescription: 'Requests your company sent, their status and any new terms from the provider.',
    purchasedTitle: 'Purchased data',
    purchasedDescription: 'Approved products: API access, files and their documentation.',
    deliveryTitle: 'Data delivery',
    deliveryDescription: 'Files delivered to your cloud storage and batch enrichment runs.',
    approvalTitle: 'Request approval',
    approvalDescription: 'Approve, reject or offer new terms for requests of your products.',
    summaryTitle: 'Request summary',
    summaryDescription: 'Requests by status and by product over any period.',
    dataNeedsTitle: 'Data-need requests',
    dataNeedsDescription: 'Data that consumers are looking for; answer with one of your products.',
    seconds: '{seconds} s',
    minutes: '{minutes} min',
    minutesSeconds: '{minutes} min {seconds} s',
    hours: '{hours} h',
    hoursMinutes: '{hours} h {minutes} min',
    rate: '{rate} rows/min',
    rows: '{done} of {total} rows',
  },
  id: {
    anywhere: 'Di seluruh Indonesia',
    conflictReloaded: 'Layar kini menampilkan permintaan sesuai keadaan terbarunya.',
    myRequestTitle: 'Permintaan saya',
    myRequestDescription:
      'Permintaan yang dikirim perusahaan Anda, statusnya, dan ketentuan baru dari penyedia.',
    purchasedTitle: 'Data yang dibeli',
    purchasedDescription: 'Produk yang disetujui: akses API, berkas, dan dokumentasinya.',
    deliveryTitle: 'Pengiriman data',
    deliveryDescription: 'Berkas yang dikirim ke penyimpanan cloud Anda dan proses pengayaan massal.',
    approvalTitle: 'Persetujuan permintaan',
    approvalDescription: 'Setujui, tolak, atau tawarkan ketentuan baru untuk permintaan atas produk Anda.',
    summaryTitle: 'Ringkasan permintaan',
    summaryDescription: 'Permintaan menurut status dan produk dalam periode apa pun.',
    dataNeedsTitle: 'Permintaan kebutuhan data',
    dataNeedsDescription: 'Data yang dicari konsumen; jawab dengan salah satu produk Anda.',
    seconds: '{seconds} dtk',
    minutes: '{minutes} mnt',
    minutesSeconds: '{minutes} mnt {seconds} dtk',
    hours: '{hours} jam',
    hoursMinutes: '{hours} jam {minutes} mnt',
    rate: '{rate} baris/mnt',
    rows: '{done} dari {total} baris',
  },
})
