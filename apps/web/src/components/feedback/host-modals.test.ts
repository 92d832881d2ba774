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
const { afterOpenModals, openHostModal } = await import('./host-modals')

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

describe('a notice and the modals in use', () => {
  beforeEach(() => {
    for (const modalId of [...opened.keys()]) close(modalId)
  })

  it('shows at once when no modal is open', async () => {
    expect(await isSettled(afterOpenModals())).toBe(true)
  })

  it('waits for the password prompt to close, and for every modal it covers', async () => {
    const confirmation = openHostModal({ children: null })
    openHostModal({ modalId: 'fresh-login', children: null })
    const notice = afterOpenModals()
    expect(await isSettled(notice)).toBe(false)
    close('fresh-login')
    expect(await isSettled(notice)).toBe(false)
    close(confirmation)
    expect(await isSettled(notice)).toBe(true)
  })

  it("still runs the modal's own onClose", () => {
    const onClose = vi.fn()
    openHostModal({ modalId: 'with-timer', onClose, children: null })
    close('with-timer')
    expect(onClose).toHaveBeenCalledOnce()
  })
})
