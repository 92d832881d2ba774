import { isComplexPassword } from '@lumbung/contract'
import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords'

describe('the common-password check', () => {
  it.each([
    'P@ssw0rd',
    'Password1!',
    'Qwerty123!',
    'pASSWORD123!',
    'Iloveyou1!',
    '#1Football',
    'Dr@g0n2024!',
  ])('knows %s, which passes the character rule, as common', (password) => {
    expect(isComplexPassword(password)).toBe(true)
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each(['Sinar123!', 'Kopi#Tubruk58', 'Str0ng!Pass', 'Xk9#mP2$vL', 'Lumbung#Baru9', 'Harvest#Panen26'])(
    'lets %s through',
    (password) => {
      expect(isComplexPassword(password)).toBe(true)
      expect(isCommonPassword(password)).toBe(false)
    },
  )

  it('reads the list shipped with the server, not just a few words', () => {
    // Entries from deep in the list: the whole file is loaded.
    for (const password of ['Bismillah1!', 'Sayangku1!', 'Rahasia123!', 'Zxcvbnm1!', 'Trustno1!'])
      expect(isCommonPassword(password)).toBe(true)
  })
})
