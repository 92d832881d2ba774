import { afterEach, describe, expect, it } from 'vitest'
import { transactionRequestMessages } from '@lumbung/contract'
import { setLanguage } from './i18n'
import { notice } from './notices'

afterEach(() => setLanguage('en', { isChoice: false }))

describe('notices', () => {
  it('keep the contract English and speak Bahasa Indonesia on an Indonesian page', () => {
    expect(notice('transactionRequest.added')).toBe(transactionRequestMessages.added)
    setLanguage('id', { isChoice: false })
    expect(notice('transactionRequest.added')).toBe('Permintaan Anda telah dikirim ke penyedia')
  })
})
