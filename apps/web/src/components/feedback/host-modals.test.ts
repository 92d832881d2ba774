import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What the host was asked to open, by id: `close` runs the modal's `onClose` as the host does. */
const opened = vi.hoisted(() => new Map<string, { onClose?: () => void }>())
vi.mock('@mantine/modals', () => ({
  modals: {
    open: (props: { modalId: string; onClose?: () => void }) => {
      opened.set(props.modalId, props)
      return props.modalId
    },
  },
}))
const { openHostModal, openHostModalAfterOthers } = await import('./host-modals')

function close(modalId: string) {
  const modal = opened.get(modalId)
  opened.delete(modalId)
  modal?.onClose?.()
}

/** Whether the promise has settled once the timers and promises now due have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return settled
}

/** Every file of the app but this module, as text. */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./host-modals.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

describe('a notice and the modals in use', () => {
  it('knows every modal of the host: none opens around `openHostModal`', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    const around = Object.entries(sources).filter(([, text]) => /\bmodals\.open\w*\(/.test(text))
    expect(around.map(([path]) => path)).toEqual([])
  })

  beforeEach(() => {
    for (const modalId of [...opened.keys()]) close(modalId)
  })

  it('opens a notice at once when no modal is open', async () => {
    expect(await isSettled(openHostModalAfterOthers({ modalId: 'notice', children: null }))).toBe(true)
    expect(opened.has('notice')).toBe(true)
  })

  it('waits for the password prompt to close, and for every modal it covers', async () => {
    const confirmation = openHostModal({ children: null })
    openHostModal({ modalId: 'fresh-login', children: null })
    const notice = openHostModalAfterOthers({ modalId: 'notice', children: null })
    expect(await isSettled(notice)).toBe(false)
    close('fresh-login')
    expect(await isSettled(notice)).toBe(false)
    expect(opened.has('notice')).toBe(false)
    close(confirmation)
    expect(await isSettled(notice)).toBe(true)
    expect(opened.has('notice')).toBe(true)
  })

  it('shows notices waiting together one after another', async () => {
    openHostModal({ modalId: 'fresh-login', children: null })
    const first = openHostModalAfterOthers({ modalId: 'first-notice', children: null })
    const second = openHostModalAfterOthers({ modalId: 'second-notice', children: null })
    close('fresh-login')
    await first
    expect(await isSettled(second)).toBe(false)
    close('first-notice')
    expect(await isSettled(second)).toBe(true)
  })

  it("still runs the modal's own onClose", () => {
    const onClose = vi.fn()
    openHostModal({ modalId: 'with-timer', onClose, children: null })
    close('with-timer')
    expect(onClose).toHaveBeenCalledOnce()
  })
})
