import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  checkFile,
  fieldErrors,
  isComplexPassword,
  rules,
  withConfirmed,
  withPasswordConfirmation,
} from './validation'
import { complexPasswordMessage, firstMessage } from './validation-test-setup'

describe('rules.url', () => {
  it.each([
    'ftp://files.example.com/a.csv',
    'http://example.com',
    'https://api.example.com/v1?x=1',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (value) => {
    expect(firstMessage(rules.url('Base URL'), value)).toBeUndefined()
  })

  it.each([
    'www.example.com',
    'example.com',
    'mailto:a@example.com',
    'sftp://example.com',
    'http://',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(firstMessage(rules.url('Base URL'), value)).toBe('URL format is not valid.')
  })
})

describe('rules.complexPassword', () => {
  const schema = rules.complexPassword()

  it('accepts exactly 8 and exactly 32 characters', () => {
    const eight = 'Abcde1!x'
    const thirtyTwo = 'Abcde1!' + 'x'.repeat(25)
    expect(eight).toHaveLength(8)
    expect(thirtyTwo).toHaveLength(32)
    expect(firstMessage(schema, eight)).toBeUndefined()
    expect(firstMessage(schema, thirtyTwo)).toBeUndefined()
  })

  it('refuses 7 and 33 characters', () => {
    const seven = 'Abcd1!x'
    const thirtyThree = 'Abcde1!' + 'x'.repeat(26)
    expect(seven).toHaveLength(7)
    expect(thirtyThree).toHaveLength(33)
    expect(firstMessage(schema, seven)).toBe(complexPasswordMessage)
    expect(firstMessage(schema, thirtyThree)).toBe(complexPasswordMessage)
  })

  it.each([
    ['an uppercase letter', 'abcdefg1!'],
    ['a lowercase letter', 'ABCDEFG1!'],
    ['a number', 'Abcdefgh!'],
    ['a symbol', 'Abcdefgh1'],
  ])('refuses a password without %s', (_missing, password) => {
    expect(firstMessage(schema, password)).toBe(complexPasswordMessage)
    expect(isComplexPassword(password)).toBe(false)
  })

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('counts %s as the symbol', (symbol) => {
    expect(isComplexPassword(`Abcdefg1${symbol}`)).toBe(true)
  })

  it('does not count other punctuation as the symbol', () => {
    expect(firstMessage(schema, 'Abcdefg1-')).toBe(complexPasswordMessage)
    expect(firstMessage(schema, 'Abcdefg1?')).toBe(complexPasswordMessage)
  })

  it.each([
    'Tr0ub4dour-&-3',
    'Pässwörd123!',
    'Correct Horse 9!',
    'Kata_sandi?2024#',
    'Ünïcödé1!',
    'Ab1!😀😀😀😀',
  ])('accepts any other printable character beside the rule’s own: %s', (password) => {
    expect(firstMessage(schema, password)).toBeUndefined()
  })

  it('refuses control and invisible characters, and counts a character outside the BMP once', () => {
    expect(isComplexPassword('Abcdefg1!\n')).toBe(false)
    expect(isComplexPassword('Abcdefg1!\u0000')).toBe(false)
    expect(isComplexPassword('Abcdefg1!\u200b')).toBe(false)
    expect(isComplexPassword('Abc1!' + '😀'.repeat(27))).toBe(true)
    expect(isComplexPassword('Abc1!' + '😀'.repeat(28))).toBe(false)
  })

  it('asks for a value first', () => {
    expect(firstMessage(schema, '')).toBe('Password can not be empty')
    expect(firstMessage(rules.complexPassword('New password'), undefined)).toBe(
      'New password can not be empty',
    )
  })

  it('accepts the demo password', () => {
    expect(isComplexPassword('Demo123!')).toBe(true)
  })
})

describe('confirmations', () => {
  const passwordForm = withPasswordConfirmation(
    z.object({
      password: rules.complexPassword(),
      password_confirmation: rules.required('Password confirmation'),
    }),
  )

  it('password confirmation must match the password', () => {
    const result = passwordForm.safeParse({ password: 'Demo123!', password_confirmation: 'Demo123?' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        password_confirmation: 'Password confirmation does not match',
      })
    }
    expect(passwordForm.safeParse({ password: 'Demo123!', password_confirmation: 'Demo123!' }).success).toBe(
      true,
    )
  })

  it('confirmed names the field that does not match', () => {
    const emailForm = withConfirmed(
      z.object({ email: rules.email('Email'), email_confirmation: z.string() }),
      'email',
      'Email confirmation',
      'email_confirmation',
    )
    const result = emailForm.safeParse({ email: 'a@acme.com', email_confirmation: 'b@acme.com' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ email_confirmation: 'Email confirmation does not match' })
    }
    expect(emailForm.safeParse({ email: 'a@acme.com', email_confirmation: 'a@acme.com' }).success).toBe(true)
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per field, the one the user sees', () => {
    const form = z.object({ email: rules.email('Email'), password: rules.required('Password') })
    const result = form.safeParse({ email: '', password: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        email: 'Email can not be empty',
        password: 'Password can not be empty',
      })
    }
  })
})

describe('checkFile', () => {
  const photo = { name: 'me.png', type: 'image/png', size: 300 * 1024 }
  const csv = { name: 'data.csv', type: 'text/csv', size: 2 * 1024 * 1024 }

  it('required file: same message as required text', () => {
    expect(checkFile(null, { label: 'Dataset file', isRequired: true })).toBe('Dataset file can not be empty')
    expect(checkFile(undefined, { label: 'Dataset file' })).toBeUndefined()
  })

  it('image', () => {
    expect(checkFile(csv, { label: 'Profile photo', isImage: true })).toBe('Profile photo must be an image')
    expect(checkFile(photo, { label: 'Profile photo', isImage: true })).toBeUndefined()
  })

  it('mimes', () => {
    const rule = { label: 'Dataset file', mimeTypes: ['text/csv', 'application/json'] }
    expect(checkFile(photo, rule)).toBe('Dataset file must have a valid file type')
    expect(checkFile(csv, rule)).toBeUndefined()
  })

  it('size in KB below 1000 KB and in MB from 1000 KB', () => {
    expect(checkFile(photo, { label: 'Profile photo', maxKilobytes: 200 })).toBe(
      'The Profile photo size must be less than 200 KB',
    )
    expect(checkFile(csv, { label: 'Dataset file', maxKilobytes: 1000 })).toBe(
      'The Dataset file size must be less than 1 MB',
    )
    expect(checkFile(photo, { label: 'Profile photo', maxKilobytes: 300 })).toBeUndefined()
    expect(checkFile({ ...photo, size: 300 * 1024 + 1 }, { label: 'Profile photo', maxKilobytes: 300 })).toBe(
      'The Profile photo size must be less than 300 KB',
    )
  })
})
