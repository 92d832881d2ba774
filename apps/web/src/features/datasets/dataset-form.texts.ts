import { defineTexts } from '../../lib/i18n/i18n'

/** What every dataset form shares: its texts, tags, operational hours and actions. */
export const datasetFormTexts = defineTexts('datasetForm', {
  en: {
    name: 'Name',
    shortDescription: 'Short description',
    description: 'Description',
    tags: 'Tags',
    hoursFrom: 'Operational hours from (Asia/Jakarta)',
    hoursTo: 'Operational hours to (Asia/Jakarta)',
    hours: 'Hours',
    minutes: 'Minutes',
    cancel: 'Cancel',
    saveAsDraft: 'Save as draft',
    saveChanges: 'Save changes',
    saveAndActivate: 'Save and activate',
  },
  id: {
    name: 'Nama',
    shortDescription: 'Deskripsi singkat',
    description: 'Deskripsi',
    tags: 'Tag',
    hoursFrom: 'Jam operasional mulai (Asia/Jakarta)',
    hoursTo: 'Jam operasional sampai (Asia/Jakarta)',
    hours: 'Jam',
    minutes: 'Menit',
    cancel: 'Batal',
    saveAsDraft: 'Simpan sebagai draf',
    saveChanges: 'Simpan perubahan',
    saveAndActivate: 'Simpan dan aktifkan',
  },
})
